import Foundation
import Testing
import Rendering
@testable import Playground
@testable import PlaygroundHost

/// The check a finished clip passes before it is put in place: real clips from ffmpeg and crafted files, whole,
/// cut short and malformed. Each test also shows a broken file failing, so none passes with the check removed.
@Suite struct EncodedFileCheckTests {
    // MARK: Files

    private final class Scratch {
        let dir = NSTemporaryDirectory() + "encoded-file-check-" + UUID().uuidString
        init() throws { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: dir) }

        /// Writes `bytes` to a new file in the scratch directory and returns its path.
        func write(_ bytes: [UInt8], _ name: String = UUID().uuidString) -> String {
            let path = dir + "/" + name
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            return path
        }

        /// The check's verdict on `bytes` as a clip of `format`.
        func problem(_ bytes: [UInt8], _ format: FrameRecorder.Format) -> String? {
            EncodedFileCheck.problem(in: write(bytes), format: format)
        }
    }

    /// A clip of a few frames of gradients (many colours: the palette and image data hold every byte value),
    /// each frame different, encoded by ffmpeg through the recorder.
    private func recorded(_ format: FrameRecorder.Format, in scratch: Scratch) throws -> [UInt8] {
        let path = scratch.dir + "/clip." + format.rawValue
        let frame = Framebuffer(width: 40, height: 30)
        let recorder = try FrameRecorder(path: path, width: 40, height: 30, framesPerSecond: 30)
        for i in 0..<6 {
            for y in 0..<30 {
                for x in 0..<40 {
                    let pixel = 0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 8) << 8 | UInt32(i * 40)
                    frame.bytes.storeBytes(of: pixel, toByteOffset: y * frame.stride + x * 4, as: UInt32.self)
                }
            }
            recorder.append(frame)
        }
        try recorder.finish()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    // MARK: Crafted clips

    /// A 1×1 GIF of two frames (delays 3 and 263 cs) with a looping extension, a comment of two sub-blocks
    /// holding block bytes (0x2C, 0x3B, 0x21), and a second frame with a local colour table whose image data
    /// sub-block ends in 0x3B. `cutAfterSubBlock` is the length of the GIF up to the end of that sub-block.
    private static let gif: (bytes: [UInt8], cutAfterSubBlock: Int) = {
        var g = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 0xFF, 0xFF, 0xFF]
        g += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        g += [0x21, 0xFE, 3, 0x2C, 0x3B, 0x21, 2, 0x3B, 0x3B, 0]
        g += [0x21, 0xF9, 4, 0, 3, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x00] + [2, 2, 0x44, 0x01, 0]
        g += [0x21, 0xF9, 4, 0, 7, 1, 0, 0] + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x80] + [0, 0, 0, 0xFF, 0xFF, 0xFF]
        g += [2, 3, 0x44, 0x01, 0x3B]
        let cut = g.count
        return (g + [0, 0x3B], cut)
    }()

    /// A PNG of a header chunk and its IEND chunk (the check looks only at the signature and IEND).
    private static let apng: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0] + [0x1F, 0x15, 0xC4, 0x89]
        + [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]

    private static func be(_ value: UInt64, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// A box with a 32-bit size.
    private static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        be(UInt64(8 + payload.count), bytes: 4) + Array(type.utf8) + payload
    }

    private static let ftyp = box("ftyp", Array("isom".utf8) + [0, 0, 2, 0] + Array("isomiso2".utf8))
    private static let moov = box("moov", box("mvhd", [UInt8](repeating: 0, count: 100)))
    private static let payload: [UInt8] = (0..<40).map { UInt8($0) }
    private static let mdat = box("mdat", payload)

    // MARK: Real clips

    /// A clip ffmpeg wrote passes; cut short anywhere it fails (for a GIF, at every byte 0x3B too: the old check
    /// passed a GIF whose last byte was 0x3B).
    @Test(arguments: FrameRecorder.Format.allCases)
    func aRealClipPassesAndFailsCutShort(format: FrameRecorder.Format) throws {
        let scratch = try Scratch()
        let clip = try recorded(format, in: scratch)
        #expect(scratch.problem(clip, format) == nil)
        let n = clip.count
        var cuts = Set([1, 4, 8, 13, 20, n / 4, n / 2, 3 * n / 4, n - 13, n - 12, n - 2, n - 1].filter { 0 < $0 && $0 < n })
        if format == .gif {
            let after3B = clip.indices.filter { clip[$0] == 0x3B && $0 < n - 1 }.map { $0 + 1 }
            #expect(!after3B.isEmpty, "the GIF has 0x3B bytes before its trailer")
            cuts.formUnion(after3B)
        }
        for cut in cuts.sorted() {
            #expect(scratch.problem(Array(clip[..<cut]), format) != nil, "\(format) cut to \(cut) of \(n) bytes")
        }
    }

    // MARK: GIF

    @Test func aGIFCutRightAfterASubBlockEndingIn3BFails() throws {
        let scratch = try Scratch()
        let (gif, cut) = Self.gif
        #expect(scratch.problem(gif, .gif) == nil)
        #expect(gif[cut - 1] == 0x3B)
        #expect(scratch.problem(Array(gif[..<cut]), .gif) == "the GIF ends inside its blocks (truncated)")
    }

    @Test func aGIFCutAtAnyByteFails() throws {
        let scratch = try Scratch()
        let gif = Self.gif.bytes
        #expect(scratch.problem(gif, .gif) == nil)
        for cut in 1..<gif.count {
            #expect(scratch.problem(Array(gif[..<cut]), .gif) != nil, "cut to \(cut) of \(gif.count) bytes")
        }
    }

    @Test func aGIFMustEndAtItsTrailerAndStartWithItsHeader() throws {
        let scratch = try Scratch()
        let gif = Self.gif.bytes
        #expect(scratch.problem(gif, .gif) == nil)
        #expect(scratch.problem(gif + [0x3B], .gif) == "the GIF has 1 bytes after its trailer")
        #expect(scratch.problem(Array("GIF89b".utf8) + gif.dropFirst(6), .gif)?.contains("not a GIF") == true)
        var unknownBlock = gif
        unknownBlock[Self.gif.cutAfterSubBlock + 1] = 0x3A                 // the trailer's place
        #expect(scratch.problem(unknownBlock, .gif)?.contains("unknown block 0x3a") == true)
    }

    /// The delays come from each Graphic Control Extension, little-endian; the comment's bytes and the local
    /// colour table are skipped, not read as blocks.
    @Test func gifDelaysAreEachFramesGraphicControlDelay() throws {
        let scratch = try Scratch()
        #expect(try EncodedFileCheck.gifDelays(in: scratch.write(Self.gif.bytes)) == [3, 263])
        #expect(throws: EncodedFileCheck.Broken.self) {
            try EncodedFileCheck.gifDelays(in: scratch.write(Array(Self.gif.bytes.dropLast())))
        }
    }

    @Test func gifDelaysOfARecordedGIFAreItsFrameRate() throws {
        let scratch = try Scratch()
        let clip = try recorded(.gif, in: scratch)
        // 30 frames a second in whole centiseconds: 3 or 4 cs each.
        let delays = try EncodedFileCheck.gifDelays(in: scratch.write(clip))
        #expect(delays.count == 6 && delays.allSatisfy { (3...4).contains($0) }, "\(delays)")
        #expect(throws: EncodedFileCheck.Broken.self) {
            try EncodedFileCheck.gifDelays(in: scratch.write(Array(clip.dropLast(2))))
        }
    }

    // MARK: APNG

    @Test func anAPNGWithoutIENDOrItsSignatureFails() throws {
        let scratch = try Scratch()
        let png = Self.apng
        #expect(scratch.problem(png, .apng) == nil)
        #expect(scratch.problem(Array(png.dropLast(12)), .apng) == "the APNG has no IEND chunk (truncated)")
        #expect(scratch.problem(png + [0], .apng) == "the APNG has no IEND chunk (truncated)")
        // The first 4 bytes of the signature are not enough.
        #expect(scratch.problem(Array(png[..<4]) + [0, 0, 0, 0] + png.dropFirst(8), .apng)?.contains("not a PNG") == true)
        for cut in 1..<png.count { #expect(scratch.problem(Array(png[..<cut]), .apng) != nil, "cut to \(cut)") }
    }

    // MARK: MP4

    @Test func anMP4OfFtypMoovMdatPassesAndFailsCutAtAnyByte() throws {
        let scratch = try Scratch()
        let mp4 = Self.ftyp + Self.moov + Self.mdat
        #expect(scratch.problem(mp4, .mp4) == nil)
        for cut in 1..<mp4.count { #expect(scratch.problem(Array(mp4[..<cut]), .mp4) != nil, "cut to \(cut)") }
    }

    /// Size 1: the box's size is the 64-bit field after its type (and covers that field).
    @Test func anMP4BoxWithA64BitSize() throws {
        let scratch = try Scratch()
        func mdat(size: UInt64) -> [UInt8] { [0, 0, 0, 1] + Array("mdat".utf8) + Self.be(size, bytes: 8) + Self.payload }
        let size = UInt64(16 + Self.payload.count)
        #expect(scratch.problem(Self.ftyp + Self.moov + mdat(size: size), .mp4) == nil)
        #expect(scratch.problem(Self.ftyp + mdat(size: size) + Self.moov, .mp4) == nil)
        #expect(scratch.problem(Self.ftyp + Self.moov + mdat(size: size + 1), .mp4) == "the MP4's mdat box runs past the end (truncated)")
        #expect(scratch.problem(Self.ftyp + Self.moov + mdat(size: 8), .mp4)?.contains("smaller than its header") == true)
        #expect(scratch.problem(Self.ftyp + Self.moov + Array(mdat(size: size)[..<12]), .mp4) == "the MP4 ends inside a box header (truncated)")
    }

    /// Size 0: the box runs to the end of the file, so a moov after it is inside it.
    @Test func anOpenEndedMdatAtTheEnd() throws {
        let scratch = try Scratch()
        let openMdat = [0, 0, 0, 0] + Array("mdat".utf8) + Self.payload
        #expect(scratch.problem(Self.ftyp + Self.moov + openMdat, .mp4) == nil)
        #expect(scratch.problem(Self.ftyp + openMdat + Self.moov, .mp4) == "the MP4 has no moov box (its index was not written)")
    }

    @Test func anMP4WithoutMoovOrMdatFails() throws {
        let scratch = try Scratch()
        #expect(scratch.problem(Self.ftyp + Self.moov + Self.mdat, .mp4) == nil)
        #expect(scratch.problem(Self.ftyp + Self.mdat, .mp4) == "the MP4 has no moov box (its index was not written)")
        #expect(scratch.problem(Self.ftyp + Self.moov, .mp4) == "the MP4 has no mdat box (no frames were written)")
    }

    @Test func anMP4WhoseLastBoxRunsPastTheEndFails() throws {
        let scratch = try Scratch()
        #expect(scratch.problem(Self.ftyp + Self.moov + Self.mdat, .mp4) == nil)
        let long = Self.be(UInt64(Self.mdat.count + 1), bytes: 4) + Self.mdat.dropFirst(4)
        #expect(scratch.problem(Self.ftyp + Self.moov + long, .mp4) == "the MP4's mdat box runs past the end (truncated)")
        let short = Self.be(UInt64(Self.mdat.count - 1), bytes: 4) + Self.mdat.dropFirst(4)   // a byte left over
        #expect(scratch.problem(Self.ftyp + Self.moov + short, .mp4) == "the MP4 ends inside a box header (truncated)")
        let tiny = Self.be(4, bytes: 4) + Self.mdat.dropFirst(4)
        #expect(scratch.problem(Self.ftyp + Self.moov + tiny, .mp4)?.contains("smaller than its header") == true)
    }

    // MARK: Any format

    @Test(arguments: FrameRecorder.Format.allCases)
    func anEmptyOrMissingFileFails(format: FrameRecorder.Format) throws {
        let scratch = try Scratch()
        #expect(scratch.problem([], format) == "the encoder wrote nothing")
        #expect(EncodedFileCheck.problem(in: scratch.dir + "/missing", format: format) == "the encoder wrote nothing")
        #expect(scratch.problem([0], format) != nil)
    }

    /// A 20 GiB clip (a sparse file: no disk is used) is checked by its ends and box headers alone, without
    /// reading it into memory; the same file cut by a byte fails.
    @Test(arguments: [FrameRecorder.Format.mp4, .apng])
    func aClipOfManyGigabytesIsCheckedWithoutReadingIt(format: FrameRecorder.Format) throws {
        let scratch = try Scratch()
        let size: UInt64 = 20 << 30
        let head: [UInt8], tail: [UInt8]
        switch format {
        case .mp4:
            let start = UInt64(Self.ftyp.count + Self.moov.count)
            head = Self.ftyp + Self.moov + [0, 0, 0, 1] + Array("mdat".utf8) + Self.be(size - start, bytes: 8)
            tail = []
        default:
            head = Array(Self.apng.dropLast(12))
            tail = Array(Self.apng.suffix(12))
        }
        let path = scratch.write(head)
        let file = try #require(FileHandle(forWritingAtPath: path))
        defer { try? file.close() }
        try file.truncate(atOffset: size - UInt64(tail.count))
        _ = try file.seekToEnd()
        try file.write(contentsOf: tail)
        try file.synchronize()
        // Reading it whole would need 20 GiB of memory: the check passing here is the check not reading it.
        #expect(EncodedFileCheck.problem(in: path, format: format) == nil)
        try file.truncate(atOffset: size - 1)
        #expect(EncodedFileCheck.problem(in: path, format: format) != nil)
    }
}
