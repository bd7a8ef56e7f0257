// Electron entry: replaced by the desktop shell (issue 4).
import { app } from 'electron';

void app.whenReady().then(() => app.quit());
