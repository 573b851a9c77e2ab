import Foundation

/// A pan that starts at an edge of the screen (the view's `Window`, else the root view) and moves away
/// from it (UIScreenEdgePanGestureRecognizer).
///
/// ```swift
/// let edgePan = ScreenEdgePanGestureRecognizer(target: self, action: ArticleViewController.handleEdge)
/// edgePan.edges = .left
/// view.addGestureRecognizer(edgePan)
/// ```
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from.
    public var edges: RectEdge = []
    /// How close to the edge (points) the touch must start.
    public var edgeZone: CGFloat = 24
    private var startEdge: RectEdge = []

    override func shouldBegin(at touch: Touch) -> Bool {
        // The screen is the window the view is in (a scene may show a phone-sized one), else the root.
        guard let screen = view.map({ $0.window ?? $0.rootView }) else { return false }
        let p = screen.convert(touch.rootLocation, from: nil), b = screen.bounds
        startEdge = []
        if edges.contains(.left) && p.x - b.minX <= edgeZone { startEdge.insert(.left) }
        if edges.contains(.right) && b.maxX - p.x <= edgeZone { startEdge.insert(.right) }
        if edges.contains(.top) && p.y - b.minY <= edgeZone { startEdge.insert(.top) }
        if edges.contains(.bottom) && b.maxY - p.y <= edgeZone { startEdge.insert(.bottom) }
        return !startEdge.isEmpty
    }

    override func movesAllowed(_ d: CGPoint) -> Bool {
        (startEdge.contains(.left) && d.x > abs(d.y)) || (startEdge.contains(.right) && -d.x > abs(d.y))
            || (startEdge.contains(.top) && d.y > abs(d.x)) || (startEdge.contains(.bottom) && -d.y > abs(d.x))
    }
}
