/** A test fixture: takes the lock of the data folder argv[2], says "held", and waits to be killed. */
import { acquireDataDirLock } from "../../scripts/data-dir-lock.mjs";

acquireDataDirLock(process.argv[2]);
console.log("held");
setInterval(() => {}, 60_000);
