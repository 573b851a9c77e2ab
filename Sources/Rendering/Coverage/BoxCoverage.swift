/// The coverage cairo leaves for one axis-aligned rectangle filled opaque on a cleared A8 surface: its
/// rectangular scan converter's spans (a partly covered row's share in 256ths, scaled by each partly covered
/// column's share and truncated; wholly covered columns `c − c/256`), through its A8 lerp (which rounds
/// with 0x7f).
///
/// ```swift
/// BoxCoverage.write(left: fx0, top: fy0, right: fx1, bottom: fy1, box: whole, into: mask, stride: w)
/// ```
enum BoxCoverage {
    /// Writes every pixel of `box` (fixed-point edges in 256ths of a pixel; `mask` is pixel (box.x0, box.y0)).
    static func write(left: Int, top: Int, right: Int, bottom: Int, box: PixelBox,
                      into mask: UnsafeMutablePointer<UInt8>, stride: Int) {
        for py in box.y0..<box.y1 {
            let row = mask + (py - box.y0) * stride
            let cy = share(py, top, bottom)
            for px in box.x0..<box.x1 { row[px - box.x0] = cy == 0 ? 0 : alpha(px, cy, left, right) }
        }
    }

    /// The share of pixel `p` of [lo, hi) in 256ths, as generate_box cuts rows.
    @inline(__always) static func share(_ p: Int, _ lo: Int, _ hi: Int) -> Int {
        let i0 = lo >> 8, i1 = hi >> 8
        guard i1 > i0 else { return p == i0 ? hi - lo : 0 }
        if p == i0 && lo & 255 != 0 { return 256 - (lo & 255) }
        if p < i0 || p > i1 { return 0 }
        if p == i1 { return hi & 255 }
        return 256
    }

    /// generate_row's span for column `p` of a row covered `c` (256ths), then cairo's A8 lerp of 0xff.
    @inline(__always) static func alpha(_ p: Int, _ c: Int, _ left: Int, _ right: Int) -> UInt8 {
        let i0 = left >> 8, i1 = right >> 8
        var a: Int
        if i1 > i0 {
            if p == i0 && left & 255 != 0 { a = (c * (256 - (left & 255))) >> 8 }
            else if p < i0 || p > i1 { a = 0 }
            else if p == i1 { a = (c * (right & 255)) >> 8 }
            else { a = c - (c >> 8) }
        } else {
            a = p == i0 ? (c * (right - left)) >> 8 : 0
        }
        a &= 255
        let t = a * 255 + 0x7f
        return UInt8((t + (t >> 8)) >> 8)
    }
}
