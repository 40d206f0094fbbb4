export { FileUpload, type FileUploadProps } from './FileUpload';
export { FILE_UPLOAD_ACCEPTED_TYPES, isAcceptedFile } from './acceptedFiles';
