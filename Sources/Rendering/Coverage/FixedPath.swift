import Foundation

/// A path built from user-space commands under an affine matrix, reduced on the fly to the polygon edges cairo
/// would fill: device space in cairo's fixed point (24.8), the same rounding, the same merging of collinear
/// lines and the same flattening of curves (tolerance 0.1 device pixel) — so that `ScanConverter` covers it
/// with cairo's bytes.
///
/// ```swift
/// let path = FixedPath()
/// path.reset(matrix: FixedPath.Matrix(xx: 0.8, yx: 0.6, xy: -0.6, yy: 0.8, x0: 40, y0: 20))
/// path.appendRoundedRect(x: 0, y: 0, width: 120, height: 44, radius: 22)
/// path.finish()
/// // path.edges[0..<path.edgeCount] are cairo's polygon, path.isRectilinear says cairo would use boxes
/// ```
///
/// It allocates only to grow its edge buffer, kept between uses.
final class FixedPath {
    /// cairo_matrix_t's fields: device = (xx·x + xy·y + x0, yx·x + yy·y + y0).
    struct Matrix {
        var xx, yx, xy, yy, x0, y0: Double

        /// cairo_matrix_transform_point, with its order of operations.
        @inline(__always) func point(_ x: Double, _ y: Double) -> (Double, Double) {
            let nx = xx * x + xy * y, ny = yx * x + yy * y
            return (nx + x0, ny + y0)
        }

        /// cairo_matrix_transform_distance.
        @inline(__always) func distance(_ x: Double, _ y: Double) -> (Double, Double) {
            (xx * x + xy * y, yx * x + yy * y)
        }
    }

    /// A point in cairo's fixed point.
    struct Point: Equatable { var x, y: Int32 }

    /// One edge of the polygon: the line through `p1` and `p2` (`p1` above), the rows it spans
    /// [`top`, `bottom`) — its ends, or less where cut to the limits — and its winding (+1 drawn downwards).
    struct Edge { var p1, p2: Point; var top, bottom: Int32; var dir: Int32 }

    /// A box in fixed point (cairo_box_t).
    struct Box { var x0, y0, x1, y1: Int32 }

    private(set) var edges: UnsafeMutablePointer<Edge>
    private(set) var edgeCount = 0
    private var edgeCapacity = 64
    /// Whether every edge is horizontal or vertical (cairo fills such a path as boxes, not through its scan
    /// converter) — false once a curve or a slanted line is added.
    private(set) var isRectilinear = true
    /// The extent of the points, in fixed point (valid when `edgeCount > 0`).
    private(set) var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
    /// False when a coordinate left the range this path handles (the caller falls back to cairo).
    private(set) var isValid = true
    /// The box cairo cuts the polygon to when the shape is larger than what it is composited into (its
    /// polygon's limits): curves wholly outside become lines, edges are clipped to it (`FixedPath+Limits`).
    private(set) var limit: Box?
    /// Set false when an arc is too large to cut as cairo would (more than 11 segments a half turn).
    var isValidArc: Bool { get { isValid } set { if !newValue { isValid = false } } }

    private(set) var matrix = Matrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    private(set) var tolerance = 0.1
    private(set) var current = Point(x: 0, y: 0), lastMove = Point(x: 0, y: 0)
    private var hasCurrent = false
    /// The last line not yet emitted (a following collinear line extends it, as cairo's path merges them).
    private var pending: (from: Point, to: Point)?
    /// Where the filler stands (the end of the last emitted edge) and where its subpath began.
    private var fillCurrent = Point(x: 0, y: 0), fillMove = Point(x: 0, y: 0)
    private var lastWasMove = false

    init() { edges = .allocate(capacity: edgeCapacity) }

    isolated deinit { edges.deallocate() }

    /// Starts a new path under `matrix` (the context's CTM, device = matrix · user).
    func reset(matrix: Matrix, tolerance: Double = 0.1, limit: Box? = nil) {
        self.matrix = matrix
        self.limit = limit
        self.tolerance = tolerance
        edgeCount = 0
        isRectilinear = true
        isValid = true
        minX = .max; minY = .max; maxX = .min; maxY = .min
        current = Point(x: 0, y: 0); lastMove = current
        fillCurrent = current; fillMove = current
        hasCurrent = false
        pending = nil
        lastWasMove = false
        pendingMoveAfterClose = false
    }

    // MARK: User-space commands (cairo_move_to, cairo_line_to, …)

    func move(to x: Double, _ y: Double) {
        let (dx, dy) = matrix.point(x, y)
        moveFixed(Point(x: fixed(dx), y: fixed(dy)))
    }

    func line(to x: Double, _ y: Double) {
        let (dx, dy) = matrix.point(x, y)
        lineFixed(Point(x: fixed(dx), y: fixed(dy)))
    }

    func relativeLine(_ dx: Double, _ dy: Double) {
        let (ux, uy) = matrix.distance(dx, dy)
        let x = Int64(current.x) + Int64(fixed(ux)), y = Int64(current.y) + Int64(fixed(uy))
        // Past the range `fixed` allows (±4,000,000 px): left to cairo.
        guard abs(x) < 1_024_000_000, abs(y) < 1_024_000_000 else { isValid = false; return }
        lineFixed(Point(x: Int32(x), y: Int32(y)))
    }

    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        let a = matrix.point(x1, y1), b = matrix.point(x2, y2), c = matrix.point(x3, y3)
        curveFixed(Point(x: fixed(a.0), y: fixed(a.1)), Point(x: fixed(b.0), y: fixed(b.1)),
                   Point(x: fixed(c.0), y: fixed(c.1)))
    }

    func close() {
        guard hasCurrent else { return }
        lineFixed(lastMove)
        flushPending()
        closeSubpath()
        // The next command starts at the subpath's start (cairo's needs_move_to).
        current = lastMove
        lastWasMove = false
        pendingMoveAfterClose = true
    }

    /// cairo_new_sub_path: the next command starts a subpath where it is.
    func newSubpath() {
        flushPending()
        hasCurrent = false
        pendingMoveAfterClose = false
    }

    /// cairo_rectangle: a move and three relative lines, closed.
    func appendRectangle(x: Double, y: Double, width: Double, height: Double) {
        move(to: x, y)
        relativeLine(width, 0)
        relativeLine(0, height)
        relativeLine(-width, 0)
        close()
    }

    /// The compositor's rounded rectangle: four quarter arcs clockwise from the top right, closed (a radius
    /// of 0.01 or less is a rectangle).
    func appendRoundedRect(x: Double, y: Double, width w: Double, height h: Double, radius rad: Double) {
        if rad <= 0.01 { return appendRectangle(x: x, y: y, width: w, height: h) }
        newSubpath()
        arc(x + w - rad, y + rad, rad, -Double.pi / 2, 0)
        arc(x + w - rad, y + h - rad, rad, 0, Double.pi / 2)
        arc(x + rad, y + h - rad, rad, Double.pi / 2, Double.pi)
        arc(x + rad, y + rad, rad, Double.pi, 3 * Double.pi / 2)
        close()
    }

    /// The layer's rectangle with only some corners rounded (`Compositor.appendRect`): an arc at each rounded
    /// corner, clockwise from the top right, straight corners as lines; a radius of 0.01 or less, or no
    /// rounded corner, is a rectangle.
    func appendRect(x: Double, y: Double, width w: Double, height h: Double, radius rad: Double,
                    topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool) {
        guard rad > 0.01, topLeft || topRight || bottomRight || bottomLeft else {
            return appendRectangle(x: x, y: y, width: w, height: h)
        }
        let tl = topLeft ? rad : 0, tr = topRight ? rad : 0, br = bottomRight ? rad : 0, bl = bottomLeft ? rad : 0
        newSubpath()
        if tr > 0 { arc(x + w - tr, y + tr, tr, -Double.pi / 2, 0) } else { move(to: x + w, y) }
        if br > 0 { arc(x + w - br, y + h - br, br, 0, Double.pi / 2) } else { line(to: x + w, y + h) }
        if bl > 0 { arc(x + bl, y + h - bl, bl, Double.pi / 2, Double.pi) } else { line(to: x, y + h) }
        if tl > 0 { arc(x + tl, y + tl, tl, Double.pi, 3 * Double.pi / 2) } else { line(to: x, y) }
        close()
    }

    /// Ends the path: the last line emitted and the open subpath closed, as cairo's filler ends.
    func finish() {
        flushPending()
        closeSubpath()
    }

    // MARK: Machinery

    private var pendingMoveAfterClose = false

    /// cairo's _cairo_fixed_from_double: the nearest 256th (ties to even), through the magic-number add.
    @inline(__always) func fixed(_ d: Double) -> Int32 {
        if !(abs(d) < 4_000_000) { isValid = false; return 0 }
        return Int32(truncatingIfNeeded: (d + 26_388_279_066_624).bitPattern)   // + 1.5 · 2^44
    }

    func moveFixed(_ p: Point) {
        flushPending()
        closeSubpath()
        current = p; lastMove = p
        fillCurrent = p; fillMove = p
        hasCurrent = true
        lastWasMove = true
        pendingMoveAfterClose = false
    }

    /// cairo's _cairo_path_fixed_line_to: a first point moves; a degenerate line after anything but a move
    /// is dropped; a line continuing the last one in the same direction replaces it.
    func lineFixed(_ p: Point) {
        if !hasCurrent { return moveFixed(p) }
        applyMoveAfterClose()
        if !lastWasMove, p == current { return }
        if let last = pending {
            if last.from == last.to {
                pending = (last.from, p)
            } else if Self.sameDirection(last.from, last.to, p) {
                pending = (last.from, p)
            } else {
                flushPending()
                pending = (current, p)
            }
        } else {
            pending = (current, p)
        }
        current = p
        lastWasMove = false
    }

    /// Equal slopes (dy₁·dx₂ = dy₂·dx₁) and not backwards, as cairo tests before merging two lines.
    private static func sameDirection(_ a: Point, _ b: Point, _ c: Point) -> Bool {
        let dx1 = Int64(b.x) - Int64(a.x), dy1 = Int64(b.y) - Int64(a.y)
        let dx2 = Int64(c.x) - Int64(b.x), dy2 = Int64(c.y) - Int64(b.y)
        guard dy1 * dx2 == dy2 * dx1 else { return false }
        return ((dx1 ^ dx2) | (dy1 ^ dy2)) >= 0
    }

    private func applyMoveAfterClose() {
        guard pendingMoveAfterClose else { return }
        pendingMoveAfterClose = false
        moveFixed(lastMove)
    }

    func curveFixed(_ b: Point, _ c: Point, _ d: Point) {
        if current == d, b == d, c == d, hasCurrent { return lineFixed(d) }
        if !hasCurrent { moveFixed(b) }
        applyMoveAfterClose()
        flushPending()
        isRectilinear = false
        let a = current
        current = d
        lastWasMove = false
        flatten(a, b, c, d)
    }

    private func flushPending() {
        guard let line = pending else { return }
        pending = nil
        emit(line.to)
    }

    /// The filler's close: an edge back to where the subpath began.
    private func closeSubpath() {
        emit(fillMove)
    }

    /// The filler's line: an edge from where it stands to `p`.
    func emit(_ p: Point) {
        let a = fillCurrent
        fillCurrent = p
        if a.x != p.x, a.y != p.y { isRectilinear = false }
        guard a.y != p.y else { return }   // horizontal edges cover nothing
        let (p1, p2, dir): (Point, Point, Int32) = a.y < p.y ? (a, p, 1) : (p, a, -1)
        if let limit {
            guard p2.y > limit.y0, p1.y < limit.y1 else { return }
            addClipped(p1, p2, dir, limit)
        } else {
            add(p1, p2, top: p1.y, bottom: p2.y, dir)
        }
    }

    /// cairo's _add_edge: stores the edge and grows the polygon's extent by its ends (where it is cut, by
    /// its x at the cut).
    func add(_ p1: Point, _ p2: Point, top: Int32, bottom: Int32, _ dir: Int32) {
        if edgeCount == edgeCapacity { grow() }
        edges[edgeCount] = Edge(p1: p1, p2: p2, top: top, bottom: bottom, dir: dir)
        edgeCount += 1
        minY = min(minY, top); maxY = max(maxY, bottom)
        if p1.x < minX || p1.x > maxX {
            let x = top == p1.y ? p1.x : Self.xForY(p1, p2, top)
            minX = min(minX, x); maxX = max(maxX, x)
        }
        if p2.x < minX || p2.x > maxX {
            let x = bottom == p2.y ? p2.x : Self.xForY(p1, p2, bottom)
            minX = min(minX, x); maxX = max(maxX, x)
        }
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Edge>.allocate(capacity: edgeCapacity * 2)
        bigger.moveInitialize(from: edges, count: edgeCount)
        edges.deallocate()
        edges = bigger
        edgeCapacity *= 2
    }
}
