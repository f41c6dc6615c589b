// `npm run build`'s last step: the image a new embedded database starts from (db/empty-database.ts).
import { writeEmptyDatabaseImage } from './db/empty-database';
import { EMPTY_DATABASE_IMAGE } from './paths';

await writeEmptyDatabaseImage(EMPTY_DATABASE_IMAGE);
