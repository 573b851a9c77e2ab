import CCairo
import Foundation
import Views

/// Content transitions (`View.transition(with:…)`): flips, curls and cross-dissolves of a view's content.
extension Compositor {
    func drawTransition(_ view: View, _ p: PresentationValues, _ t: ContentTransitionState) {
        guard let cr else { return }
        let progress = min(max(t.progress, 0), 1)
        switch t.kind {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let angle = Double.pi * progress
            let s = abs(cos(angle))
            let horizontal = t.kind == .flipFromLeft || t.kind == .flipFromRight
            cairo_save(cr)
            cairo_translate(cr, Double(p.bounds.midX), Double(p.bounds.midY))
            cairo_scale(cr, horizontal ? max(s, 0.001) : 1, horizontal ? 1 : max(s, 0.001))
            cairo_translate(cr, -Double(p.bounds.midX), -Double(p.bounds.midY))
            if progress < 0.5 { drawSnapshot(t.before, p) } else { drawBody(view, p) }
            cairo_restore(cr)
        case .curlUp, .curlDown:
            drawCurl(view, p, t, progress: progress)
        default:
            // (1 − p) · before + p · after, composited as one layer: adding the weighted new content
            // (rather than laying it OVER) keeps the old content at its full weight and lets nothing behind
            // show through two opaque layers.
            cairo_push_group(cr)
            if progress < 1 {
                cairo_push_group(cr)
                drawSnapshot(t.before, p)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, 1 - progress)
            }
            cairo_push_group(cr)
            drawBody(view, p)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            cairo_paint_with_alpha(cr, progress)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
    }

    /// A page curl seen from the front, in 2D: the page being turned is cut off along a horizontal fold that
    /// moves across the view (up for curl-up, which lifts the old content off from the bottom; down for
    /// curl-down, which lays the new content over the old from the top), with the page's back drawn as a
    /// shaded band beyond the fold.
    func drawCurl(_ view: View, _ p: PresentationValues, _ t: ContentTransitionState, progress: Double) {
        guard let cr else { return }
        let r = p.bounds
        let up = t.kind == .curlUp
        // The fold line: where the turned page ends.
        let foldY = up ? Double(r.maxY) - progress * Double(r.height) : Double(r.minY) + progress * Double(r.height)
        let band = min(Double(r.height) * 0.12, 36) * sin(progress * .pi)
        if up { drawBody(view, p) } else { drawSnapshot(t.before, p) }
        cairo_save(cr)
        // Above the fold: what is still (curl up) or already (curl down) on the turning page.
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), max(foldY - Double(r.minY), 0))
        cairo_clip(cr)
        if up { drawSnapshot(t.before, p) } else { drawBody(view, p) }
        cairo_restore(cr)
        guard band > 0.5 else { return }
        // The back of the page: an opaque light band past the fold, shaded toward the fold, casting a soft
        // shadow on what lies beyond it.
        let y0 = up ? foldY - band : foldY
        let gradient = cairo_pattern_create_linear(0, y0, 0, y0 + band)!
        let far = 0.96, near = 0.84
        cairo_pattern_add_color_stop_rgba(gradient, 0, up ? far : near, up ? far : near, up ? far : near, opacity)
        cairo_pattern_add_color_stop_rgba(gradient, 1, up ? near : far, up ? near : far, up ? near : far, opacity)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(r.minX), y0, Double(r.width), band)
        cairo_set_source(cr, gradient)
        cairo_fill(cr)
        cairo_pattern_destroy(gradient)
        let shadow = cairo_pattern_create_linear(0, up ? foldY : foldY + band, 0, up ? foldY + band * 0.6 : foldY + band * 1.6)!
        cairo_pattern_add_color_stop_rgba(shadow, 0, 0, 0, 0, 0.25 * opacity)
        cairo_pattern_add_color_stop_rgba(shadow, 1, 0, 0, 0, 0)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(r.minX), up ? foldY : foldY + band, Double(r.width), band * 0.6)
        cairo_set_source(cr, shadow)
        cairo_fill(cr)
        cairo_pattern_destroy(shadow)
    }

    func drawSnapshot(_ snapshot: View?, _ p: PresentationValues) {
        guard let snapshot, let cr else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(p.bounds.minX), Double(p.bounds.minY))
        draw(snapshot)
        cairo_restore(cr)
    }
}
