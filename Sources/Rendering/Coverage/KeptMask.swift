import CPixman

/// An A8 mask kept between uses — its bytes and the pixman image over them — grown (never shrunk) to the
/// largest size asked for: what coverage is written to and composited through, without an allocation once
/// it is large enough.
///
/// ```swift
/// let mask = KeptMask()
/// if mask.ensure(width: 64, height: 32), let bytes = mask.bytes { bytes[0] = 255 }   // row stride: mask.stride
/// ```
final class KeptMask {
    private(set) var bytes: UnsafeMutablePointer<UInt8>?
    private(set) var image: OpaquePointer?
    /// Bytes a row (a multiple of 4) and rows.
    private(set) var stride = 0, rows = 0

    isolated deinit {
        if let image { pixman_image_unref(image) }
        bytes?.deallocate()
    }

    /// Makes room for `w` × `h` pixels; false when the image could not be made.
    @discardableResult
    func ensure(width w: Int, height h: Int) -> Bool {
        guard w > stride || h > rows || bytes == nil else { return image != nil }
        if let image { pixman_image_unref(image) }
        bytes?.deallocate()
        let cw = (max(w, stride) + 3) / 4 * 4, ch = max(h, rows, 1)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: cw * ch)
        bytes = buffer
        stride = cw
        rows = ch
        image = UnsafeMutableRawPointer(buffer).withMemoryRebound(to: UInt32.self, capacity: cw * ch / 4) {
            pixman_image_create_bits(PIXMAN_a8, Int32(cw), Int32(ch), $0, Int32(cw))
        }
        return image != nil
    }
}
