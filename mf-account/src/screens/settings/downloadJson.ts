import { saveFile } from '../../components/saveFile';

/** Saves `data` as a .json file (the browser's download). */
export function downloadJson(data: unknown, filename: string): void {
  saveFile({ blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename });
}
