/// The polygon's limits, as cairo applies them when a shape is larger than the box it is composited into:
/// each edge cut to the box's rows, its parts left or right of the box replaced by the box's sides (the
/// winding kept), and a curve wholly outside the box filled as its chord. The coverage inside the box is then
/// cairo's to the byte, for these change which rows its scan converter covers analytically.
extension FixedPath {
    /// cairo's _cairo_spline_intersects: whether a control point lies in the box or the control points'
    /// extent overlaps it.
    static func intersects(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ box: Box) -> Bool {
        @inline(__always) func inside(_ p: Point) -> Bool {
            box.x0 <= p.x && p.x <= box.x1 && box.y0 <= p.y && p.y <= box.y1
        }
        if inside(a) || inside(b) || inside(c) || inside(d) { return true }
        let x0 = min(a.x, b.x, c.x, d.x), x1 = max(a.x, b.x, c.x, d.x)
        let y0 = min(a.y, b.y, c.y, d.y), y1 = max(a.y, b.y, c.y, d.y)
        return !(x1 <= box.x0 || x0 >= box.x1 || y1 <= box.y0 || y0 >= box.y1)
    }

    /// (a · b) / c truncated, in 64 bits (cairo's _cairo_fixed_mul_div_floor).
    @inline(__always) static func mulDiv(_ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
        Int32(truncatingIfNeeded: Int64(a) * Int64(b) / Int64(c))
    }

    static func yForX(_ p1: Point, _ p2: Point, _ x: Int32) -> Int32 {
        if x == p1.x { return p1.y }
        if x == p2.x { return p2.y }
        let dx = p2.x &- p1.x
        return dx != 0 ? p1.y &+ mulDiv(x &- p1.x, p2.y &- p1.y, dx) : p1.y
    }

    static func xForY(_ p1: Point, _ p2: Point, _ y: Int32) -> Int32 {
        if y == p1.y { return p1.x }
        if y == p2.y { return p2.x }
        let dy = p2.y &- p1.y
        return dy != 0 ? p1.x &+ mulDiv(y &- p1.y, p2.x &- p1.x, dy) : p1.x
    }

    /// cairo's _add_clipped_edge for one limit box.
    func addClipped(_ p1: Point, _ p2: Point, _ dir: Int32, _ box: Box) {
        let top = p1.y, bottom = p2.y
        guard top < box.y1, bottom > box.y0 else { return }
        let bottomLeft = Point(x: box.x0, y: box.y1), topRight = Point(x: box.x1, y: box.y0)
        let topLeft = Point(x: box.x0, y: box.y0), bottomRight = Point(x: box.x1, y: box.y1)
        var topY = max(top, box.y0), botY = min(bottom, box.y1)
        let left = min(p1.x, p2.x), right = max(p1.x, p2.x)
        if box.x0 <= left && right <= box.x1 {
            add(p1, p2, top: topY, bottom: botY, dir)
        } else if right <= box.x0 {
            add(topLeft, bottomLeft, top: topY, bottom: botY, dir)
        } else if box.x1 <= left {
            add(topRight, bottomRight, top: topY, bottom: botY, dir)
        } else if (p1.x <= p2.x) == (p1.y <= p2.y) {
            // Down to the right: left of the box above where it enters, right of it below where it leaves.
            var leftY: Int32
            if left >= box.x0 {
                leftY = topY
            } else {
                leftY = Self.yForX(p1, p2, box.x0)
                if Self.xForY(p1, p2, leftY) < box.x0 { leftY += 1 }
            }
            leftY = min(leftY, botY)
            if topY < leftY {
                add(topLeft, bottomLeft, top: topY, bottom: leftY, dir)
                topY = leftY
            }
            var rightY: Int32
            if right <= box.x1 {
                rightY = botY
            } else {
                rightY = Self.yForX(p1, p2, box.x1)
                if Self.xForY(p1, p2, rightY) > box.x1 { rightY -= 1 }
            }
            rightY = max(rightY, topY)
            if botY > rightY {
                add(topRight, bottomRight, top: rightY, bottom: botY, dir)
                botY = rightY
            }
            if topY < botY { add(p1, p2, top: topY, bottom: botY, dir) }
        } else {
            // Down to the left: right of the box above, left of it below.
            var rightY: Int32
            if right <= box.x1 {
                rightY = topY
            } else {
                rightY = Self.yForX(p1, p2, box.x1)
                if Self.xForY(p1, p2, rightY) > box.x1 { rightY += 1 }
            }
            rightY = min(rightY, botY)
            if topY < rightY {
                add(topRight, bottomRight, top: topY, bottom: rightY, dir)
                topY = rightY
            }
            var leftY: Int32
            if left >= box.x0 {
                leftY = botY
            } else {
                leftY = Self.yForX(p1, p2, box.x0)
                if Self.xForY(p1, p2, leftY) < box.x0 { leftY -= 1 }
            }
            leftY = max(leftY, topY)
            if botY > leftY {
                add(topLeft, bottomLeft, top: leftY, bottom: botY, dir)
                botY = leftY
            }
            if topY < botY { add(p1, p2, top: topY, bottom: botY, dir) }
        }
    }
}
