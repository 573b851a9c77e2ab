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
    CurrentGraphicsContext.context
}

/// The binding behind `GraphicsGetCurrentContext()`: task-local, set by a renderer around `draw(_:)`.
nonisolated enum CurrentGraphicsContext {
    @TaskLocal static var context: GraphicsContext?
}

extension View {
    /// Runs the view's `draw(_:)` on `context` (renderers call this; `GraphicsGetCurrentContext()` returns
    /// `context` meanwhile).
    package func drawContent(in context: GraphicsContext, rect: CGRect) {
        CurrentGraphicsContext.$context.withValue(context) { draw(rect) }
    }
}
