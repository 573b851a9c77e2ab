import CCairo
import Foundation
import Views

extension Framebuffer {
    /// Draws `image` scaled into `rect` (pixels of this framebuffer) at `alpha`, smoothly filtered: picture
    /// strips and overlays of frames.
    ///
    /// ```swift
    /// let strip = Framebuffer(width: 1200, height: 300)
    /// strip.draw(frameA, in: CGRect(x: 0, y: 0, width: 400, height: 300))
    /// strip.draw(frameB, in: CGRect(x: 0, y: 0, width: 400, height: 300), alpha: 0.4)   // B ghosted over A
    /// ```
    public func draw(_ image: Framebuffer, in rect: CGRect, alpha: Double = 1) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_surface_mark_dirty(image.surface)
        cairo_surface_mark_dirty(surface)
        let cr = cairo_create(surface)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, min(max(alpha, 0), 1))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}
