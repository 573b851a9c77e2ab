import Foundation

/// Checks that an encoded clip is whole: ffmpeg can exit 0 having written a truncated file (a full disk while
/// writing its trailer), so the recorder reads the file's end before putting it in place.
///
/// ```swift
/// EncodedFileCheck.problem(in: "clip.gif", format: .gif)   // nil, or "the GIF has no trailer (truncated)"
/// ```
enum EncodedFileCheck {
    /// Why the file at `path` is not a whole clip of `format`, or nil when it is.
    static func problem(in path: String, format: FrameRecorder.Format) -> String? {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            return "the encoder wrote nothing"
        }
        switch format {
        case .gif:
            // A GIF ends with its trailer byte, 0x3B.
            guard data.starts(with: Array("GIF8".utf8)), data.last == 0x3B else { return "the GIF has no trailer (truncated)" }
        case .apng:
            // A PNG ends with its IEND chunk: length 0, "IEND", CRC AE 42 60 82.
            let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
            guard data.starts(with: [0x89, 0x50, 0x4E, 0x47]), data.suffix(12).elementsEqual(iend) else {
                return "the APNG has no IEND chunk (truncated)"
            }
        case .mp4:
            return mp4Problem(data)
        }
        return nil
    }

    /// An MP4 is whole when its top-level boxes tile the file exactly and include `moov` and `mdat`.
    private static func mp4Problem(_ data: Data) -> String? {
        var offset = 0
        var boxes: Set<String> = []
        let count = data.count
        while offset < count {
            guard count - offset >= 8 else { return "the MP4 ends inside a box header (truncated)" }
            func byte(_ i: Int) -> UInt64 { UInt64(data[data.startIndex + offset + i]) }
            var size = (0..<4).reduce(UInt64(0)) { $0 << 8 | byte($1) }
            let type = String(decoding: data[(data.startIndex + offset + 4)..<(data.startIndex + offset + 8)], as: UTF8.self)
            if size == 1 {
                guard count - offset >= 16 else { return "the MP4 ends inside a box header (truncated)" }
                size = (8..<16).reduce(UInt64(0)) { $0 << 8 | byte($1) }
            } else if size == 0 {
                size = UInt64(count - offset)
            }
            guard size >= 8, size <= UInt64(count - offset) else { return "the MP4's \(type) box runs past the end (truncated)" }
            boxes.insert(type)
            offset += Int(size)
        }
        guard boxes.contains("moov") else { return "the MP4 has no moov box (its index was not written)" }
        guard boxes.contains("mdat") else { return "the MP4 has no mdat box (no frames were written)" }
        return nil
    }
}
