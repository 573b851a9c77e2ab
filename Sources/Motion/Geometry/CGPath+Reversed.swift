import Foundation

extension CGPath {
    /// The same subpaths, each traced from its end back to its start (UIBezierPath's `reversing()`): curves
    /// keep their shape with their control points swapped; a closed subpath stays closed.
    public func reversed() -> CGPath {
        let out = CGMutablePath()
        var subpath: [(from: CGPoint, element: Element)] = []
        var start = CGPoint.zero, current = CGPoint.zero
        func flush(closed: Bool) {
            defer { subpath.removeAll(keepingCapacity: true) }
            guard !subpath.isEmpty || closed else { return }
            if closed {
                out.move(to: start)
                if current != start { out.addLine(to: current) }
            } else {
                out.move(to: current)
            }
            for (from, e) in subpath.reversed() {
                switch e {
                case .line: out.addLine(to: from)
                case .quadCurve(_, let c): out.addQuadCurve(to: from, control: c)
                case .curve(_, let c1, let c2): out.addCurve(to: from, control1: c2, control2: c1)
                case .move, .closeSubpath: break
                }
            }
            if closed { out.closeSubpath() }
        }
        var pendingMove = false
        for e in elements {
            switch e {
            case .move(let p):
                if !subpath.isEmpty || pendingMove { flush(closed: false) }
                start = p; current = p; pendingMove = true
            case .closeSubpath:
                flush(closed: true)
                current = start; pendingMove = false
            default:
                subpath.append((current, e))
                current = e.end ?? current
            }
        }
        if !subpath.isEmpty || pendingMove { flush(closed: false) }
        return CGPath(copying: out)
    }
}
