/**
 * Text typed or autofilled into a server-rendered field before the page's code has run must not be lost, nor
 * files chosen in a file field (the browser keeps them in the field, but the code never heard of them).
 * Hydration leaves such a field as it is, but the code's state for it is still the rendered text: React's
 * change tracking takes what the field shows as its value, so no change is reported, and the field's
 * next render (React Aria's fields render again as they mount) puts the rendered text back. The shopper's
 * email disappears, or stays on screen while the form says "enter your email".
 *
 * So the page's first script records each field's text as it is typed (`TYPED_BEFORE_CODE_SCRIPT`, part
 * of the inline script of shell/document/firstScript), and once the page has hydrated,
 * `reportTypedBeforeHydration` gives each field its text through the field's own change handler, as a
 * keystroke would. Recording stops then: from there on the code sees every keystroke itself.
 */

/**
 * Where the first script keeps what was entered before the code: field → its text, or null for a file field
 * whose files were chosen (they stay in the field).
 */
export const TYPED_RECORD = '__passoTyped';

export const TYPED_BEFORE_CODE_SCRIPT =
  `(function(){window.${TYPED_RECORD}=new Map();` +
  `document.addEventListener('input',function(event){var field=event.target;var record=window.${TYPED_RECORD};` +
  'if(record&&(field instanceof HTMLInputElement||field instanceof HTMLTextAreaElement))' +
  "record.set(field,field.type==='file'?null:field.value);},true);})();";

/** Input types whose text a shopper types (others report their changes by other events). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(el: unknown): el is TextField {
  if (el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.type);
}

/** The browser's own `value` setter, which React's change tracking does not see. */
function setShownText(field: TextField, text: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
}

/**
 * Gives every field the text recorded for it before the page's code, through its change handler, and stops
 * the recording. A field that shows the recorded text, or none (its render put the rendered text back), is
 * reported; one that is gone or shows other text (the shopper has typed on since the code came) is left.
 * Returns how many fields it reported.
 */
export function reportTypedBeforeHydration(): number {
  const record = (window as unknown as Record<string, Map<Element, string | null> | undefined>)[TYPED_RECORD];
  (window as unknown as Record<string, unknown>)[TYPED_RECORD] = undefined;
  if (!record) return 0;
  let reported = 0;
  for (const [field, text] of record) {
    // Files chosen stay in their field: its change handler is told, as the browser would have.
    if (text === null && field instanceof HTMLInputElement && field.isConnected && field.files?.length) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      reported += 1;
      continue;
    }
    if (text === null || !field.isConnected || !isTextField(field) || text === '') continue;
    if (field.value !== text && field.value !== '') continue;
    // Emptied through the field's own setter first, so its change tracking holds no text; then the text
    // shown past it, and an input event: the tracking sees a change and the handler gets the text.
    field.value = '';
    setShownText(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    reported += 1;
  }
  return reported;
}
