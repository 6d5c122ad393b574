import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  content: Buffer | string;
  /** Stored as is (method 0) unless true (deflate, method 8). */
  compress?: boolean;
}

/** MS-DOS time and date of a moment (2-second precision, years 1980-2107), as zip headers carry them. */
function dosDateTime(moment: Date): { time: number; date: number } {
  const year = Math.min(Math.max(moment.getUTCFullYear(), 1980), 2107);
  return {
    time: (moment.getUTCHours() << 11) | (moment.getUTCMinutes() << 5) | (moment.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((moment.getUTCMonth() + 1) << 5) | moment.getUTCDate(),
  };
}

/** General purpose flag 11: names are UTF-8. */
const utf8Names = 0x0800;

/**
 * A zip archive in memory, in the order given: a local header and the data of each entry, then
 * the central directory and its end record (no zip64, no data descriptors, no comments). Small
 * archives only, such as the minimal e-pubs of the demo data and the tests.
 */
export function zipArchive(entries: readonly ZipEntry[], modifiedAt = new Date()): Buffer {
  const { time, date } = dosDateTime(modifiedAt);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const content = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    const data = entry.compress ? deflateRawSync(content) : content;
    const method = entry.compress ? 8 : 0;
    const version = entry.compress ? 20 : 10;
    const sum = crc32(content);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(version, 4);
    local.writeUInt16LE(utf8Names, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(sum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(version, 4); // made by (MS-DOS attributes)
    central.writeUInt16LE(version, 6);
    central.writeUInt16LE(utf8Names, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(sum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, attributes: all zero.
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
