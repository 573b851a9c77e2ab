import CCairo
import Foundation
import Views

/// Blending one framebuffer over another and marking points: what the onion skin draws with.
///
/// ```swift
/// frame.paint(ghost, alpha: 0.3)                       // an earlier frame, faint, over this one
/// frame.fillDots(at: path, radius: 2.5, color: .white)  // a motion path, one dot a frame
/// ```
extension Framebuffer {
    /// Draws `other` over these pixels at `alpha` (0…1), top-left corners together. Where both hold the
    /// same pixel it stays as it was: only what differs shows.
    public func paint(_ other: Framebuffer, alpha: Double) {
        guard alpha > 0, let cr = cairo_create(surface) else { return }
        cairo_set_source_surface(cr, other.surface, 0, 0)
        cairo_paint_with_alpha(cr, min(alpha, 1))
        cairo_destroy(cr)
    }

    /// Fills a disc of `radius` points at each of `points` (points, not pixels), with a dark rim so the dots
    /// read over any colour.
    public func fillDots(at points: some Collection<CGPoint>, radius: Double, color: Color) {
        guard !points.isEmpty, let cr = cairo_create(surface) else { return }
        cairo_scale(cr, scale, scale)
        for p in points {
            cairo_new_sub_path(cr)
            cairo_arc(cr, Double(p.x), Double(p.y), radius + 0.75, 0, 2 * .pi)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 0.55)
        cairo_fill(cr)
        for p in points {
            cairo_new_sub_path(cr)
            cairo_arc(cr, Double(p.x), Double(p.y), radius, 0, 2 * .pi)
        }
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_fill(cr)
        cairo_destroy(cr)
    }
}
