import CPixelKernels

/// Anti-aliased coverage of a `FixedPath`'s polygon (non-zero winding), byte for byte as cairo 1.16's image
/// backend covers a fill: its "tor" scan converter (glitter-paths, MIT licensed, whose method this follows) —
/// 15 sub-rows a pixel with x in 256ths, sampled at each sub-row's centre; rows no edge starts in (below
/// their first sub-row), ends in or crosses in are covered analytically in one step; the same order of edges, so ties resolve the same way.
///
/// ```swift
/// converter.cover(path, box: PixelBox(x0: 0, y0: 0, x1: 64, y1: 64), into: mask, stride: 64)
/// // mask[y * 64 + x] is pixel (x, y)'s coverage, 0…255, as cairo_fill would have blended it
/// ```
///
/// Buffers are kept between uses: covering allocates only when a path or a box is larger than any before.
final class ScanConverter {
    /// An edge being scanned (glitter's `struct edge`), linked by index: x in 1/256 px as a quotient and a
    /// remainder of `dy`, stepped a sub-row (`step`) or a pixel row (`full`) at a time; `cell` is x rounded.
    struct Track {
        var next: Int32 = -1, prev: Int32 = -1
        var ytop: Int32 = 0, heightLeft: Int32 = 0, dir: Int32 = 0, cell: Int32 = 0
        var xQuo: Int32 = 0, xRem: Int64 = 0
        var stepQuo: Int32 = 0, stepRem: Int64 = 0
        var fullQuo: Int32 = 0, fullRem: Int64 = 0
        var dy: Int64 = 0
    }

    static let gridY: Int32 = 15
    static let none: Int32 = -1
    /// The sentinels of the active list: `head` (cell −∞) and `tail` (cell +∞).
    static let head: Int32 = 0, tail: Int32 = 1

    var t: UnsafeMutablePointer<Track>
    private var trackCapacity = 66
    /// Each pixel row's edges (a stack, as glitter buckets them) and one row's sub-row buckets.
    var rowHeads: UnsafeMutablePointer<Int32>
    private var rowCapacity = 64
    var subHeads: UnsafeMutablePointer<Int32> = .allocate(capacity: 15)
    /// The row's cells, dense: covered height and uncovered area per pixel of the box.
    var coveredHeight: UnsafeMutablePointer<Int32>
    var uncoveredArea: UnsafeMutablePointer<Int32>
    private var cellCapacity = 64
    /// Covered height of cells left of the box (their coverage carries into it).
    var leftCover: Int32 = 0
    /// The cells touched in this row (indices into the box, unsorted) and a mark per cell, so a row costs its
    /// touched cells and its runs, not its width.
    var touched: UnsafeMutablePointer<Int32>
    var marks: UnsafeMutablePointer<UInt8>
    var touchedCount = 0
    /// Where the rows go: a coverage mask, or straight onto ARGB pixels with cairo's opaque lerp.
    enum Output {
        case mask(UnsafeMutablePointer<UInt8>, stride: Int)
        case lerp(UnsafeMutablePointer<UInt32>, stride: Int, pixel: UInt32)
        case over(UnsafeMutablePointer<UInt32>, stride: Int, pixel: UInt32)
    }
    var output = Output.mask(UnsafeMutablePointer(bitPattern: 1)!, stride: 0)
    var minHeight: Int32 = 0
    var isVertical = true
    var box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    init() {
        t = .allocate(capacity: trackCapacity)
        rowHeads = .allocate(capacity: rowCapacity)
        coveredHeight = .allocate(capacity: cellCapacity)
        uncoveredArea = .allocate(capacity: cellCapacity)
        coveredHeight.initialize(repeating: 0, count: cellCapacity)
        uncoveredArea.initialize(repeating: 0, count: cellCapacity)
        touched = .allocate(capacity: cellCapacity)
        marks = .allocate(capacity: cellCapacity)
        marks.initialize(repeating: 0, count: cellCapacity)
    }

    isolated deinit {
        touched.deallocate(); marks.deallocate()
        t.deallocate(); rowHeads.deallocate(); subHeads.deallocate()
        coveredHeight.deallocate(); uncoveredArea.deallocate()
    }

    /// Writes the coverage of `path` for every pixel of `box` into `mask` (`stride` bytes a row).
    func cover(_ path: FixedPath, box requested: PixelBox, into mask: UnsafeMutablePointer<UInt8>, stride: Int) {
        let w = requested.x1 - requested.x0, h = requested.y1 - requested.y0
        guard w > 0, h > 0 else { return }
        for y in 0..<h { (mask + y * stride).initialize(repeating: 0, count: w) }
        output = .mask(mask, stride: stride)
        scan(path, requested) { box in mask + (box.y0 - requested.y0) * stride + (box.x0 - requested.x0) }
    }

    /// Blends an opaque `pixel` onto ARGB `pixels` (pixel (0, 0) of the surface, `stride` pixels a row) through
    /// the coverage of `path` within `box`, as cairo's span renderer does: wholly covered runs take the
    /// pixel, partly covered pixels cairo's lerp (rounding with 0x7f), untouched ones stay.
    func lerp(_ path: FixedPath, box requested: PixelBox, pixel: UInt32, onto pixels: UnsafeMutablePointer<UInt32>,
              stride: Int) {
        guard requested.x1 > requested.x0, requested.y1 > requested.y0 else { return }
        scan(path, requested) { box in
            output = .lerp(pixels + box.y0 * stride + box.x0, stride: stride, pixel: pixel)
            return nil
        }
    }

    /// Composites a translucent premultiplied `pixel` OVER ARGB `pixels` through the coverage of `path` within
    /// `box`, as pixman composites a solid colour through an A8 mask (its rounding with 0x80, its saturating
    /// add) — without the mask.
    func over(_ path: FixedPath, box requested: PixelBox, pixel: UInt32, onto pixels: UnsafeMutablePointer<UInt32>,
              stride: Int) {
        guard requested.x1 > requested.x0, requested.y1 > requested.y0 else { return }
        scan(path, requested) { box in
            output = .over(pixels + box.y0 * stride + box.x0, stride: stride, pixel: pixel)
            return nil
        }
    }

    /// Runs the converter over `requested` ∩ the polygon's extent; `place` sets where rows go for that box.
    private func scan(_ path: FixedPath, _ requested: PixelBox, _ place: (PixelBox) -> UnsafeMutablePointer<UInt8>?) {
        guard path.edgeCount > 0 else { return }
        // cairo scan converts within the polygon's extent rounded out to whole pixels: an edge's coverage
        // extrapolated past its last vertex (a row's analytic step) is cut there.
        let extent = PixelBox(x0: Int(path.minX >> 8), y0: Int(path.minY >> 8),
                              x1: Int((path.maxX + 255) >> 8), y1: Int((path.maxY + 255) >> 8))
        let box = requested.intersection(extent)
        guard !box.isEmpty else { return }
        self.box = box
        if let origin = place(box), case .mask(_, let stride) = output { output = .mask(origin, stride: stride) }
        ensure(tracks: path.edgeCount + 2, rows: box.y1 - box.y0, cells: box.x1 - box.x0 + 1)
        reset()
        let ymin = Int32(box.y0) * Self.gridY, ymax = Int32(box.y1) * Self.gridY
        var n: Int32 = 2
        for k in 0..<path.edgeCount {
            if add(path.edges[k], ymin, ymax, at: n) { n += 1 }
        }
        render(rows: box.y1 - box.y0, ymin: ymin)
    }

    private func reset() {
        t[Int(Self.head)] = Track(next: Self.tail, prev: Self.none, heightLeft: .max, cell: .min)
        t[Int(Self.tail)] = Track(next: Self.none, prev: Self.head, heightLeft: .max, cell: .max)
        minHeight = 0
        isVertical = true
        for i in 0..<(box.y1 - box.y0) { rowHeads[i] = Self.none }
        for i in 0..<15 { subHeads[i] = Self.none }
        clearCells()
    }

    /// glitter's polygon_add_edge: snaps the edge to the grid, clips it to the rows, buckets it by its top row.
    private func add(_ edge: FixedPath.Edge, _ ymin: Int32, _ ymax: Int32, at n: Int32) -> Bool {
        @inline(__always) func grid(_ v: Int32) -> Int32 { Int32(truncatingIfNeeded: (15 * Int64(v) + 128) >> 8) }
        let ytop = max(grid(edge.top), ymin), ybot = min(grid(edge.bottom), ymax)
        guard ybot > ytop else { return false }
        var e = Track()
        e.ytop = ytop
        e.heightLeft = ybot - ytop
        e.dir = edge.dir
        let p1 = edge.p1, p2 = edge.p2
        if p1.x == p2.x {
            e.cell = p1.x
            e.xQuo = p1.x
        } else {
            // cairo's 64-bit arithmetic, wrapping as C's does (an edge millions of pixels long and far above the
            // box overflows the product; cairo then draws wrong pixels there, and so does this — it does not trap).
            let ex = (Int64(p2.x) &- Int64(p1.x)) &* 256
            let ey = (Int64(p2.y) &- Int64(p1.y)) &* 15 &* 512
            e.stepQuo = Int32(truncatingIfNeeded: (ex &* 512) / ey)
            e.stepRem = (ex &* 512) % ey
            var tmp = Int64(2 &* ytop &+ 1) << 8
            tmp = tmp &- Int64(p1.y) &* 15 &* 2
            tmp = tmp &* ex
            e.xQuo = Int32(truncatingIfNeeded: tmp / ey) &+ p1.x
            e.xRem = tmp % ey
            if e.xRem < 0 { e.xQuo &-= 1; e.xRem &+= ey } else if e.xRem >= ey { e.xQuo &+= 1; e.xRem &-= ey }
            if e.heightLeft >= 15 {
                let full = ex &* (2 * 15 << 8)
                e.fullQuo = Int32(truncatingIfNeeded: full / ey)
                e.fullRem = full % ey
            }
            e.cell = e.xQuo &+ (e.xRem >= ey / 2 ? 1 : 0)
            e.dy = ey
        }
        let row = Int((ytop - ymin) / 15)
        e.next = rowHeads[row]
        rowHeads[row] = n
        t[Int(n)] = e
        return true
    }

    private func ensure(tracks: Int, rows: Int, cells: Int) {
        if tracks > trackCapacity {
            t.deallocate()
            trackCapacity = max(tracks, 2 * trackCapacity)
            t = .allocate(capacity: trackCapacity)
        }
        if rows > rowCapacity {
            rowHeads.deallocate()
            rowCapacity = max(rows, 2 * rowCapacity)
            rowHeads = .allocate(capacity: rowCapacity)
        }
        if cells > cellCapacity {
            coveredHeight.deallocate(); uncoveredArea.deallocate()
            cellCapacity = max(cells, 2 * cellCapacity)
            coveredHeight = .allocate(capacity: cellCapacity)
            uncoveredArea = .allocate(capacity: cellCapacity)
            coveredHeight.initialize(repeating: 0, count: cellCapacity)
            uncoveredArea.initialize(repeating: 0, count: cellCapacity)
            touched.deallocate(); marks.deallocate()
            touched = .allocate(capacity: cellCapacity)
            marks = .allocate(capacity: cellCapacity)
            marks.initialize(repeating: 0, count: cellCapacity)
        }
    }

    // MARK: Cells

    /// Adds to the cell of pixel column `x` (those left of the box only carry their height; those right of it
    /// are dropped, as glitter's blitter skips them).
    @inline(__always) func addCell(_ x: Int32, area: Int32, height: Int32) {
        let i = Int(x) - box.x0
        if i < 0 { leftCover &+= height; return }
        guard i < box.x1 - box.x0 else { return }
        uncoveredArea[i] &+= area
        coveredHeight[i] &+= height
        if marks[i] == 0 {
            marks[i] = 1
            touched[touchedCount] = Int32(i)
            touchedCount += 1
        }
    }

    func clearCells() {
        for k in 0..<touchedCount {
            let i = Int(touched[k])
            coveredHeight[i] = 0; uncoveredArea[i] = 0; marks[i] = 0
        }
        touchedCount = 0
        leftCover = 0
    }

    /// glitter's blit_a8: the row's runs of equal coverage — from the running cover between touched cells, and
    /// each touched cell's own — sent to the output for `rows` rows.
    func blit(row y: Int, rows: Int) {
        let w = box.x1 - box.x0
        // Touched cells in order (a few a row: insertion sort).
        if touchedCount > 1 {
            for k in 1..<touchedCount {
                let v = touched[k]
                var j = k - 1
                while j >= 0 && touched[j] > v { touched[j + 1] = touched[j]; j -= 1 }
                touched[j + 1] = v
            }
        }
        @inline(__always) func alpha(_ c: Int32) -> UInt8 { UInt8(truncatingIfNeeded: (c &+ (c << 4) &+ 256) >> 9) }
        for r in 0..<max(rows, 1) {
            var cover = leftCover &* 512
            var x = 0
            for k in 0..<touchedCount {
                let i = Int(touched[k])
                if i > x { emit(y + r, x, i, alpha(cover)) }
                cover &+= coveredHeight[i] &* 512
                emit(y + r, i, i + 1, alpha(cover &- uncoveredArea[i]))
                x = i + 1
            }
            if x < w { emit(y + r, x, w, alpha(cover)) }
        }
    }

    /// Pixels [x0, x1) of row `y` (box-relative) at coverage `a`.
    @inline(__always) private func emit(_ y: Int, _ x0: Int, _ x1: Int, _ a: UInt8) {
        guard a != 0 else { return }
        switch output {
        case let .mask(mask, stride):
            (mask + y * stride + x0).update(repeating: a, count: x1 - x0)
        case let .lerp(pixels, stride, pixel):
            let row = pixels + y * stride
            if a == 255 { (row + x0).update(repeating: pixel, count: x1 - x0); return }
            px_lerp_solid_run(row + x0, x1 - x0, pixel, UInt32(a))
        case let .over(pixels, stride, pixel):
            px_over_solid_run(pixels + y * stride + x0, x1 - x0, pixel, UInt32(a))
        }
    }
}
