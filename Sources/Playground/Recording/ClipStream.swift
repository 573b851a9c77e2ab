import Foundation
import PlaygroundHost

/// The raw frames going into an encoder's standard input: rows of BGRA pixels, written whole or not at all,
/// counted, and the first failure kept. Used by one thread at a time (the recorder's, or a real-time feed's
/// while it runs).
///
/// ```swift
/// let stream = ClipStream(descriptor: pipe.fileHandleForWriting.fileDescriptor, width: 320, height: 200)
/// stream.append(pixels: framebuffer.bytes, stride: framebuffer.stride)
/// stream.frameCount   // 1
/// ```
nonisolated final class ClipStream: @unchecked Sendable {
    let width: Int
    let height: Int
    private let descriptor: Int32
    private let row: UnsafeMutableRawPointer
    /// Frames written whole.
    private(set) var frameCount = 0
    /// Why writing stopped, if it did.
    private(set) var failure: String?

    init(descriptor: Int32, width: Int, height: Int) {
        self.descriptor = descriptor
        self.width = width
        self.height = height
        row = UnsafeMutableRawPointer.allocate(byteCount: max(width * 4, 4), alignment: 16)
    }

    deinit { row.deallocate() }

    private func writeAll(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset < count {
            let n = write(descriptor, bytes + offset, count - offset)
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                failure = "ffmpeg stopped reading frames"
                return false
            }
            offset += n
        }
        return true
    }

    /// Notes a failure found elsewhere (the first one stays).
    func fail(_ reason: String) {
        if failure == nil { failure = reason }
    }

    /// Writes one frame from `source`: `height` rows of `stride` bytes. Returns false once writing has failed.
    @discardableResult
    func append(pixels source: UnsafeRawPointer, stride: Int) -> Bool {
        guard failure == nil else { return false }
        let rowBytes = width * 4
        if stride == rowBytes {
            // Tight rows (a real-time feed's ring): the whole frame in as few writes as the pipe takes.
            guard writeAll(source, count: rowBytes * height) else { return false }
            frameCount += 1
            return true
        }
        for y in 0..<height {
            // cairo's ARGB32 is BGRA in memory on little-endian machines: rows go out as they are.
            row.copyMemory(from: source + y * stride, byteCount: rowBytes)
            guard writeAll(row, count: rowBytes) else { return false }
        }
        frameCount += 1
        return true
    }
}
