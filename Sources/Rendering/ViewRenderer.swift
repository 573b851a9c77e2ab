import Foundation
import Views

/// Draws one view (its presentation, with its subviews) on its own, at the size of its frame.
///
/// ```swift
/// let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
/// let image = try ViewRenderer.render(badge, scale: 2)
/// try assertGolden(image, named: "badge")
/// ```
public enum ViewRenderer {
    /// The view's frame drawn over `background` at `scale` pixels per point.
    public static func render(_ view: View, scale: Double = 1, background: Color = .white) throws -> Framebuffer {
        let compositor = try Compositor()
        let measurer = view.world.textMeasurer
        view.world.textMeasurer = compositor.text
        defer { view.world.textMeasurer = measurer }
        view.world.run { view.layoutIfNeeded() }
        let frame = view.frame
        compositor.clearColor = background
        compositor.viewportOrigin = frame.origin
        let framebuffer = Framebuffer(width: max(Int((frame.width * scale).rounded(.up)), 1),
                                      height: max(Int((frame.height * scale).rounded(.up)), 1), scale: scale)
        view.world.run { _ = compositor.render(view, into: framebuffer) }
        if let error = compositor.errors.first { throw error }
        return framebuffer
    }
}
