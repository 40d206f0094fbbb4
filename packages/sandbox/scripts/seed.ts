/**
 * `npm run sandbox:seed`: (re)creates the database file and the product
 * images without starting the server. Deterministic: the same seed every time.
 */
import { readConfig } from '../src/config';
import { openDb } from '../src/db';
import { generateProductImages } from '../src/seed/images';
import { seedDatabase } from '../src/seed/seed';

const config = readConfig();
const started = Date.now();
const db = openDb(config.dbFile);
seedDatabase(db);
db.close();
const images = await generateProductImages(config.mediaDir);
console.log(`Seeded ${config.dbFile} and wrote ${images} images to ${config.mediaDir} in ${Date.now() - started} ms.`);
