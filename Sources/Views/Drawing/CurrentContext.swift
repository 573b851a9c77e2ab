import Foundation

/// The context `draw(_:)` draws on, while the renderer draws a view (UIGraphicsGetCurrentContext); nil
/// anywhere else.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let context = GraphicsGetCurrentContext() else { return }
///     context.setFillColor(.systemBlue)
///     context.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
/// }
/// ```
@MainActor
public func GraphicsGetCurrentContext() -> GraphicsContext? {
    World.current.graphicsContext
}

extension View {
    /// Runs the view's `draw(_:)` on `context` (renderers call this; `GraphicsGetCurrentContext()` returns
    /// `context` meanwhile). The context is held by the current world (and the view's, when another) for the
    /// call: binding a task-local value would allocate on every draw.
    package func drawContent(in context: GraphicsContext, rect: CGRect) {
        let current = World.current, own = world
        let savedCurrent = current.graphicsContext, savedOwn = own.graphicsContext
        current.graphicsContext = context
        own.graphicsContext = context
        draw(rect)
        own.graphicsContext = savedOwn
        current.graphicsContext = savedCurrent
    }
}
