import Foundation
import PlaygroundHost

/// Checks that an encoded clip is whole: ffmpeg can exit 0 having written a truncated file (a full disk while
/// writing its trailer), so the recorder checks the file's structure before putting it in place.
///
/// ```swift
/// EncodedFileCheck.problem(in: "clip.gif", format: .gif)   // nil, or "the GIF ends inside its blocks (truncated)"
/// try EncodedFileCheck.gifDelays(in: "clip.gif")           // [2, 2, 2, …]: each frame's delay in centiseconds
/// ```
///
/// A clip is never read whole: an APNG's first 8 and last 12 bytes, an MP4's top-level box headers (seeking
/// past each payload) and a GIF's blocks through a small buffer (skipping its image data) are all that is read,
/// so a window recording of several gigabytes is checked in constant memory.
enum EncodedFileCheck {
    /// Why a file is not a whole clip.
    struct Broken: Error, CustomStringConvertible {
        let description: String
    }

    /// Why the file at `path` is not a whole clip of `format`, or nil when it is.
    static func problem(in path: String, format: FrameRecorder.Format) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return "the encoder wrote nothing" }
        defer { try? file.close() }
        guard let size = try? file.seekToEnd(), size > 0 else { return "the encoder wrote nothing" }
        do {
            switch format {
            case .gif: _ = try gifDelays(file, size: size)
            case .apng: try checkAPNG(file, size: size)
            case .mp4: try checkMP4(file, size: size)
            }
            return nil
        } catch let broken as Broken {
            return broken.description
        } catch {
            return "the clip could not be read: \(error)"
        }
    }

    // MARK: GIF

    /// The delays (centiseconds) of a GIF's frames, from its Graphic Control Extensions, in order; throws
    /// `Broken` unless the file's blocks run from its header to a trailer that is its last byte.
    ///
    /// ```swift
    /// let delays = try EncodedFileCheck.gifDelays(in: "clip.gif")   // [2, 2, …]
    /// delays.reduce(0, +)                                             // the clip's length in centiseconds
    /// ```
    static func gifDelays(in path: String) throws -> [Int] {
        guard let file = FileHandle(forReadingAtPath: path) else { throw Broken(description: "cannot open \(path)") }
        defer { try? file.close() }
        return try gifDelays(file, size: try file.seekToEnd())
    }

    /// Walks a GIF block by block: header, logical screen descriptor, global colour table, then extensions and
    /// images (each with its sub-blocks) up to the trailer, 0x3B, which must be the file's last byte.
    private static func gifDelays(_ file: FileHandle, size: UInt64) throws -> [Int] {
        var gif = BufferedReader(file: file, size: size, ending: "the GIF ends inside its blocks (truncated)")
        let header = try gif.bytes(6)
        guard header == Array("GIF87a".utf8) || header == Array("GIF89a".utf8) else {
            throw Broken(description: "the file is not a GIF (no GIF87a/GIF89a header)")
        }
        let screen = try gif.bytes(7)                      // width, height, packed fields, background, aspect
        try gif.skipColourTable(packed: screen[4])
        var delays: [Int] = []
        while true {
            let introducer = try gif.byte()
            switch introducer {
            case 0x21:                                     // extension: label, then sub-blocks
                let label = try gif.byte()
                if label == 0xF9 {                         // graphic control: 4 bytes, delay little-endian
                    guard try gif.byte() == 4 else { throw Broken(description: "the GIF has a malformed graphic control extension") }
                    let control = try gif.bytes(4)
                    delays.append(Int(control[1]) | Int(control[2]) << 8)
                }
                try gif.skipSubBlocks()
            case 0x2C:                                     // image: descriptor, local colour table, LZW data
                let descriptor = try gif.bytes(9)          // left, top, width, height, packed fields
                try gif.skipColourTable(packed: descriptor[8])
                _ = try gif.byte()                         // LZW minimum code size
                try gif.skipSubBlocks()
            case 0x3B:                                     // trailer
                guard gif.offset == size else {
                    throw Broken(description: "the GIF has \(size - gif.offset) bytes after its trailer")
                }
                return delays
            default:
                throw Broken(description: "the GIF has an unknown block 0x\(String(introducer, radix: 16)) at byte \(gif.offset - 1)")
            }
        }
    }

    // MARK: APNG

    /// A PNG starts with its 8-byte signature and ends with its IEND chunk: length 0, "IEND", CRC AE 42 60 82.
    private static func checkAPNG(_ file: FileHandle, size: UInt64) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        guard size >= 20, try read(file, at: 0, count: 8) == signature else {
            throw Broken(description: "the file is not a PNG (no PNG signature)")
        }
        guard try read(file, at: size - 12, count: 12) == iend else {
            throw Broken(description: "the APNG has no IEND chunk (truncated)")
        }
    }

    // MARK: MP4

    /// An MP4 is whole when its top-level boxes tile the file exactly and include `moov` and `mdat`. Only the
    /// box headers are read: a 32-bit size and a type, the size 1 for a 64-bit size after the type, or 0 for a
    /// box running to the end of the file.
    private static func checkMP4(_ file: FileHandle, size: UInt64) throws {
        let truncatedHeader = Broken(description: "the MP4 ends inside a box header (truncated)")
        var offset: UInt64 = 0
        var types: Set<String> = []
        while offset < size {
            let left = size - offset
            guard left >= 8 else { throw truncatedHeader }
            let header = try read(file, at: offset, count: 8)
            let type = String(decoding: header[4..<8], as: UTF8.self)
            var boxSize = bigEndian(header[0..<4])
            var headerSize: UInt64 = 8
            if boxSize == 1 {
                guard left >= 16 else { throw truncatedHeader }
                boxSize = bigEndian(try read(file, at: offset + 8, count: 8)[...])
                headerSize = 16
            } else if boxSize == 0 {
                boxSize = left
            }
            guard boxSize >= headerSize else {
                throw Broken(description: "the MP4's \(type) box has a size (\(boxSize)) smaller than its header")
            }
            guard boxSize <= left else { throw Broken(description: "the MP4's \(type) box runs past the end (truncated)") }
            types.insert(type)
            offset += boxSize
        }
        guard types.contains("moov") else { throw Broken(description: "the MP4 has no moov box (its index was not written)") }
        guard types.contains("mdat") else { throw Broken(description: "the MP4 has no mdat box (no frames were written)") }
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    // MARK: Reading

    /// Exactly `count` bytes at `offset` (throws `Broken` when the file is shorter).
    private static func read(_ file: FileHandle, at offset: UInt64, count: Int) throws -> [UInt8] {
        try file.seek(toOffset: offset)
        let bytes = [UInt8](try file.read(upToCount: count) ?? Data())
        guard bytes.count == count else { throw Broken(description: "the file ended while it was read (truncated)") }
        return bytes
    }

    /// Reads a file forwards through a 64 KiB buffer; skipping past the buffer seeks instead of reading.
    private struct BufferedReader {
        let file: FileHandle
        let size: UInt64
        /// What a read past the end throws.
        let ending: String
        private var buffer: [UInt8] = []
        private var index = 0
        private var bufferStart: UInt64 = 0

        init(file: FileHandle, size: UInt64, ending: String) {
            self.file = file
            self.size = size
            self.ending = ending
        }

        /// The offset of the next byte.
        var offset: UInt64 { bufferStart + UInt64(index) }

        mutating func byte() throws -> UInt8 {
            if index == buffer.count {
                let start = offset
                guard start < size else { throw Broken(description: ending) }
                try file.seek(toOffset: start)
                buffer = [UInt8](try file.read(upToCount: 1 << 16) ?? Data())
                bufferStart = start
                index = 0
                guard !buffer.isEmpty else { throw Broken(description: ending) }
            }
            defer { index += 1 }
            return buffer[index]
        }

        mutating func bytes(_ count: Int) throws -> [UInt8] {
            try (0..<count).map { _ in try byte() }
        }

        /// Moves `count` bytes on; throws when that is past the end of the file.
        mutating func skip(_ count: Int) throws {
            guard UInt64(count) <= size - offset else { throw Broken(description: ending) }
            if count <= buffer.count - index {
                index += count
            } else {
                bufferStart = offset + UInt64(count)
                buffer = []
                index = 0
            }
        }

        /// Skips a chain of sub-blocks (a length byte, that many bytes, …) up to and including its 0 terminator.
        mutating func skipSubBlocks() throws {
            while true {
                let length = try byte()
                if length == 0 { return }
                try skip(Int(length))
            }
        }

        /// Skips the colour table that a packed-fields byte announces (its top bit; 2^(n+1) RGB entries).
        mutating func skipColourTable(packed: UInt8) throws {
            if packed & 0x80 != 0 { try skip(3 << (Int(packed & 7) + 1)) }
        }
    }
}
