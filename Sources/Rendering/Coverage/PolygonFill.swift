import CPixman

/// A fill through the own scan converter: the path, the converter and an A8 mask (a pixman image over a kept
/// buffer) the coverage is written to and composited through — what cairo_fill does for a slanted or curved
/// shape, with cairo's bytes and without its allocations.
///
/// ```swift
/// let fill = PolygonFill()
/// fill.path.reset(matrix: ctm)
/// fill.path.appendRoundedRect(x: 0, y: 0, width: 80, height: 80, radius: 40)
/// fill.path.finish()
/// if let mask = fill.cover(box) { target.fill(box, red: 1, green: 0, blue: 0, alpha: 1, mask: mask, 0, 0) }
/// ```
final class PolygonFill {
    let path = FixedPath()
    let converter = ScanConverter()
    private let mask = KeptMask()

    /// Builds the path (by `build`, under `matrix`) as cairo fills it in `clip` — the pixels it composites
    /// into: its clip's extent within the surface. When the shape reaches past them cairo cuts its polygon to
    /// them (curves outside become chords, edges are clipped), so the path is built again with that limit.
    /// Returns false where the converter cannot stand in for cairo: an axis-aligned rectangle (cairo fills
    /// boxes), a path out of range, or a curve within the flattening tolerance of the clip's edge (whether
    /// cairo cuts depends on its exact curve bounds).
    func prepare(matrix: FixedPath.Matrix, clip: PixelBox, _ build: (FixedPath) -> Void) -> Bool {
        path.reset(matrix: matrix)
        build(path)
        path.finish()
        guard path.isValid, !path.isRectilinear else { return false }
        guard path.edgeCount > 0 else { return true }
        // The extent of the curves (cairo's test) lies within the tolerance and a step of the vertices'; when
        // nothing turns, a rounded rectangle's extent is its vertices' (its arcs bulge no further than their
        // ends).
        func rounded(_ pad: Int32) -> PixelBox {
            PixelBox(x0: Int((path.minX - pad) >> 8), y0: Int((path.minY - pad) >> 8),
                     x1: Int((path.maxX + pad + 255) >> 8), y1: Int((path.maxY + pad + 255) >> 8))
        }
        let straight = matrix.xy == 0 && matrix.yx == 0
        let least = rounded(straight ? 0 : -1), most = rounded(straight ? 0 : 27)
        if clip.contains(most) { return true }
        guard !clip.contains(least) else { return false }
        let limit = clip.intersection(rounded(0))
        path.reset(matrix: matrix, limit: FixedPath.Box(x0: Int32(limit.x0) << 8, y0: Int32(limit.y0) << 8,
                                                        x1: Int32(limit.x1) << 8, y1: Int32(limit.y1) << 8))
        build(path)
        path.finish()
        return path.isValid
    }

    /// The pixels the finished path may cover (its vertices' extent rounded out), for cairo's scan converter
    /// stops there.
    var extent: PixelBox {
        PixelBox(x0: Int(path.minX >> 8), y0: Int(path.minY >> 8),
                 x1: Int((path.maxX + 255) >> 8), y1: Int((path.maxY + 255) >> 8))
    }

    /// The mask's bytes and row length (valid after `cover`).
    var maskBytes: UnsafePointer<UInt8>? { mask.bytes.map { UnsafePointer($0) } }
    var maskStride: Int { mask.stride }

    /// Covers `box` (device pixels) with the finished path; returns the mask, its pixel (0, 0) at the box's
    /// top-left corner. nil for a box too large for one mask.
    func cover(_ box: PixelBox) -> OpaquePointer? {
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        guard mask.ensure(width: w, height: h), let bytes = mask.bytes else { return nil }
        converter.cover(path, box: box, into: bytes, stride: mask.stride)
        return mask.image
    }

    /// Blends the opaque `pixel` through the finished path's coverage within `box` straight onto an ARGB
    /// target, as cairo's span renderer fills an opaque colour (its lerp rounds with 0x7f, where pixman's OVER
    /// rounds with 0x80 — a level apart on some pixels). False for a target that is not ARGB.
    func lerp(_ box: PixelBox, pixel: UInt32, onto target: PixmanTarget) -> Bool {
        guard target.bitsPerPixel == 32, let data = pixman_image_get_data(target.image) else { return false }
        converter.lerp(path, box: box, pixel: pixel, onto: data, stride: Int(pixman_image_get_stride(target.image)) / 4)
        return true
    }

    /// Composites the translucent premultiplied `pixel` OVER an ARGB target through the finished path's
    /// coverage within `box`, with pixman's arithmetic and no mask. False for a target that is not ARGB.
    func over(_ box: PixelBox, pixel: UInt32, onto target: PixmanTarget) -> Bool {
        guard target.bitsPerPixel == 32, let data = pixman_image_get_data(target.image) else { return false }
        converter.over(path, box: box, pixel: pixel, onto: data, stride: Int(pixman_image_get_stride(target.image)) / 4)
        return true
    }
}
