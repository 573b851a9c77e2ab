import CCairo
import CPixman
import Foundation

/// Fills an axis-aligned rounded rectangle — or the ring between two, a border — straight through pixman,
/// with anti-aliased edges: what a moving view's background and border cost cairo a path, a polygon, a scan
/// converter and a pixman image per fill (and the allocations that go with them), here a kept coverage buffer.
///
/// ```swift
/// let shape = RoundedRectCoverage.Shape(x0: 10.25, y0: 4.5, x1: 110.25, y1: 44.5, radius: 12)
/// coverage.fill(shape, hole: nil, into: target, clip: box, red: 0, green: 0.48, blue: 1, alpha: 1)
/// ```
///
/// Rows through the straight sides are covered as cairo covers a rectangle's edge (the share of each pixel's
/// area, in cairo's 256ths of a pixel); rows through the corners are sampled on 15 sub-rows, as cairo's scan
/// converter samples them, each with its exact horizontal coverage of the arcs.
final class RoundedRectCoverage {
    /// A rounded rectangle in device pixels (circular corners).
    struct Shape {
        var x0, y0, x1, y1, radius: Double

        /// Whether the line at `y` crosses the shape.
        func within(_ y: Double) -> Bool { y >= y0 && y < y1 }

        /// The horizontal extent of the shape on the line at `y` (nil outside it).
        func span(at y: Double) -> (Double, Double)? {
            guard y >= y0, y < y1 else { return nil }
            let r = radius
            var dy = 0.0
            if y < y0 + r { dy = y0 + r - y } else if y > y1 - r { dy = y - (y1 - r) }
            guard dy > 0 else { return (x0, x1) }
            let inset = r - (max(r * r - dy * dy, 0)).squareRoot()
            return (x0 + inset, x1 - inset)
        }
    }

    private let kept = KeptMask()
    /// One row's coverage, and the runs of wholly covered pixels as differences.
    private var row: UnsafeMutablePointer<Float>?
    private var runs: UnsafeMutablePointer<Float>?
    private var rowCapacity = 0
    /// The spans of one row's sub-rows: shape left, right, hole left, right.
    private let subSpans: UnsafeMutablePointer<Double>? = .allocate(capacity: 4 * RoundedRectCoverage.subRows)
    /// Sub-rows a corner row is sampled on (cairo's scan converter: 15).
    static let subRows = 15
    /// The largest corner radius (device pixels) covered here: past it, each corner row's sub-rows cost more
    /// than cairo's scan conversion of the flattened arcs (measured with `playground bench`).
    static let maxRadius = 32.0

    isolated deinit {
        row?.deallocate()
        runs?.deallocate()
        subSpans?.deallocate()
    }

    /// Fills `shape` minus `hole` (a border's inner edge) with a colour (straight RGBA, 0…1) OVER the target,
    /// within `clip`. Returns false (nothing drawn) for a shape too large to cover here.
    func fill(_ shape: Shape, hole: Shape?, into target: PixmanTarget, clip: PixelBox,
              red: Double, green: Double, blue: Double, alpha: Double) -> Bool {
        let all = PixelBox(x0: Int(shape.x0.rounded(.down)), y0: Int(shape.y0.rounded(.down)),
                           x1: Int(shape.x1.rounded(.up)), y1: Int(shape.y1.rounded(.up)))
        let box = all.intersection(clip)
        guard !box.isEmpty, alpha > 0 else { return true }
        let w = box.x1 - box.x0
        guard w <= 16384, box.y1 - box.y0 <= 16384 else { return false }
        ensureRow(w + 2)
        // Rows wholly between the corners (of the shape and of the hole): fills of constant coverage per column.
        let r = shape.radius
        var bandTop = Int((shape.y0 + r).rounded(.up)), bandBottom = Int((shape.y1 - r).rounded(.down))
        if let hole {
            // Between the hole's corners too, or wholly beside it.
            bandTop = max(bandTop, Int((hole.y0 + hole.radius).rounded(.up)))
            bandBottom = min(bandBottom, Int((hole.y1 - hole.radius).rounded(.down)))
        }
        bandTop = max(bandTop, box.y0)
        bandBottom = min(bandBottom, box.y1)
        if bandTop < bandBottom {
            let band = PixelBox(x0: box.x0, y0: bandTop, x1: box.x1, y1: bandBottom)
            if let hole {
                fillColumns(hole.x0 > shape.x0 ? (shape.x0, hole.x0) : nil, band, target, red, green, blue, alpha)
                fillColumns(hole.x1 < shape.x1 ? (hole.x1, shape.x1) : nil, band, target, red, green, blue, alpha)
            } else {
                fillColumns((shape.x0, shape.x1), band, target, red, green, blue, alpha)
            }
        } else {
            bandTop = box.y0
            bandBottom = box.y0
        }
        // The rows above and below the band, through a coverage mask.
        cover(rows: box.y0..<bandTop, shape, hole, box, target, red, green, blue, alpha)
        cover(rows: max(bandBottom, bandTop)..<box.y1, shape, hole, box, target, red, green, blue, alpha)
        return true
    }

    /// Fills the columns [x0, x1) (device pixels) of `band`'s rows, edge pixels by their covered share.
    private func fillColumns(_ columns: (Double, Double)?, _ band: PixelBox, _ target: PixmanTarget,
                             _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        guard let (x0, x1) = columns else { return }
        let f0 = RoundedRectCoverage.fixed(x0), f1 = RoundedRectCoverage.fixed(x1)
        guard f1 > f0 else { return }
        RoundedRectCoverage.forEachSpan(f0, f1) { lo, hi, cover in
            let b = PixelBox(x0: lo, y0: band.y0, x1: hi, y1: band.y1).intersection(band)
            target.fill(b, red: red, green: green, blue: blue, alpha: alpha, coverage: UInt32((cover * 255 + 128) >> 8))
        }
    }

    /// Covers `rows` of `box` (the rows through the corners): the columns through the left and right corners
    /// on sub-rows into the mask (side by side), composited through it; the columns between them, whose
    /// coverage is the same across a row, as fills of that coverage (rows of equal coverage as one).
    private func cover(rows: Range<Int>, _ shape: Shape, _ hole: Shape?, _ box: PixelBox, _ target: PixmanTarget,
                       _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        guard !rows.isEmpty, let subSpans else { return }
        var leftEnd = Int((shape.x0 + shape.radius).rounded(.up))
        var rightStart = Int((shape.x1 - shape.radius).rounded(.down))
        if let hole {
            leftEnd = max(leftEnd, Int((hole.x0 + hole.radius).rounded(.up)))
            rightStart = min(rightStart, Int((hole.x1 - hole.radius).rounded(.down)))
        }
        leftEnd = min(max(leftEnd, box.x0), box.x1)
        rightStart = max(min(rightStart, box.x1), leftEnd)
        let wl = leftEnd - box.x0, wr = box.x1 - rightStart
        kept.ensure(width: wl + wr, height: rows.count)
        guard let mask = kept.bytes, let maskImage = kept.image else { return }
        let stride = kept.stride
        let n = RoundedRectCoverage.subRows
        var runStart = rows.lowerBound, runCoverage: UInt32 = 0
        var j = 0
        for py in rows {
            // The spans of the sub-rows (l, r of the shape, then of the hole; NaN where absent), found once.
            var count = 0
            for k in 0..<n {
                let y = Double(py) + (Double(k) + 0.5) / Double(n)
                let span = shape.span(at: y), gap = hole?.span(at: y)
                subSpans[4 * k] = span?.0 ?? .nan
                subSpans[4 * k + 1] = span?.1 ?? .nan
                subSpans[4 * k + 2] = gap?.0 ?? .nan
                subSpans[4 * k + 3] = gap?.1 ?? .nan
                if span != nil, gap == nil { count += 1 }
            }
            let out = mask + j * stride
            coverColumns(x0: box.x0, w: wl, into: out)
            coverColumns(x0: rightStart, w: wr, into: out + wl)
            j += 1
            // Between the corners a sub-row covers the whole column where the shape is and the hole is not.
            let coverage = UInt32(Float(count) / Float(n) * 255 + 0.5)
            if py > runStart, coverage != runCoverage {
                target.fill(PixelBox(x0: leftEnd, y0: runStart, x1: rightStart, y1: py), red: red, green: green,
                            blue: blue, alpha: alpha, coverage: runCoverage)
                runStart = py
            }
            runCoverage = coverage
        }
        target.fill(PixelBox(x0: leftEnd, y0: runStart, x1: rightStart, y1: rows.upperBound), red: red, green: green,
                    blue: blue, alpha: alpha, coverage: runCoverage)
        let y0 = rows.lowerBound, y1 = rows.upperBound
        target.fill(PixelBox(x0: box.x0, y0: y0, x1: leftEnd, y1: y1), red: red, green: green, blue: blue,
                    alpha: alpha, mask: maskImage, 0, 0)
        target.fill(PixelBox(x0: rightStart, y0: y0, x1: box.x1, y1: y1), red: red, green: green, blue: blue,
                    alpha: alpha, mask: maskImage, wl, 0)
    }

    /// Sums the coverage of the columns [x0, x0 + w) from the sub-row spans into a mask row.
    private func coverColumns(x0: Int, w: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard w > 0, let row, let runs, let subSpans else { return }
        let n = RoundedRectCoverage.subRows
        let weight = Float(1) / Float(n)
        for i in 0...w { row[i] = 0; runs[i] = 0 }
        for k in 0..<n {
            let l = subSpans[4 * k], r = subSpans[4 * k + 1]
            guard !l.isNaN else { continue }
            let hl = subSpans[4 * k + 2], hr = subSpans[4 * k + 3]
            if !hl.isNaN, hl < hr {
                add(l, min(hl, r), weight, x0, w)
                add(max(hr, l), r, weight, x0, w)
            } else {
                add(l, r, weight, x0, w)
            }
        }
        var run: Float = 0
        for i in 0..<w {
            run += runs[i]
            out[i] = UInt8(min(max(row[i] + run, 0), 1) * 255 + 0.5)
        }
    }

    /// Adds the horizontal coverage of [l, r) (device x) at `weight` to the row (pixel `x0` first, `w` wide).
    private func add(_ l: Double, _ r: Double, _ weight: Float, _ x0: Int, _ w: Int) {
        guard r > l, let row, let runs else { return }
        // In cairo's 256ths of a pixel.
        let fl = RoundedRectCoverage.fixed(l), fr = RoundedRectCoverage.fixed(r)
        guard fr > fl else { return }
        let limit = (x0 + w) << 8
        let a = max(fl, x0 << 8), b = min(fr, limit)
        guard b > a else { return }
        RoundedRectCoverage.forEachSpan(a, b) { lo, hi, cover in
            if hi - lo == 1 {
                row[lo - x0] += weight * Float(cover) / 256
            } else {
                runs[lo - x0] += weight
                runs[hi - x0] -= weight
            }
        }
    }

    /// `v` in cairo's 256ths of a pixel, rounded to the nearest (no libm call on the hot path).
    @inline(__always) static func fixed(_ v: Double) -> Int {
        Int(v * 256 + (0.5 + 16_777_216)) - 16_777_216
    }

    /// Calls `body` with the runs of pixels a fixed-point interval [f0, f1) covers (256ths of a pixel): the
    /// partly covered first pixel, the wholly covered ones, the partly covered last one, each with its
    /// coverage in 256ths. Allocates nothing.
    static func forEachSpan(_ f0: Int, _ f1: Int, _ body: (_ lo: Int, _ hi: Int, _ cover: Int) -> Void) {
        let p0 = f0 >> 8, p1 = (f1 - 1) >> 8
        if p0 == p1 { return body(p0, p0 + 1, f1 - f0) }
        let first = 256 - (f0 & 255)
        if first == 256 {
            if p1 > p0 { body(p0, p1, 256) }
        } else {
            body(p0, p0 + 1, first)
            if p1 > p0 + 1 { body(p0 + 1, p1, 256) }
        }
        body(p1, p1 + 1, f1 - (p1 << 8))
    }

    private func ensureRow(_ w: Int) {
        guard w + 1 > rowCapacity else { return }
        row?.deallocate()
        runs?.deallocate()
        rowCapacity = max(w + 1, 2 * rowCapacity)
        row = .allocate(capacity: rowCapacity)
        runs = .allocate(capacity: rowCapacity)
    }
}
