import CCairo
import CPixman
import Foundation
import Views

/// A translucent view's group drawn on a surface kept between frames instead of one `cairo_push_group` makes
/// (and frees) each time: cleared, offset and clipped to the group's box as cairo offsets and clips a group's,
/// handed to cairo as a surface it knows to be clear — as a new group surface is — then composited at the
/// view's alpha straight through pixman, as a backing store is. What is drawn in the group goes through cairo,
/// as in cairo's own group.
///
/// ```swift
/// if let group = beginKeptGroup(view) {      // instead of cairo_push_group
///     drawBody(view, p)                       // on the kept surface, through cairo
///     endKeptGroup(group, alpha: 0.5)         // instead of cairo_pop_group_to_source + paint_with_alpha
/// }
/// ```
final class KeptGroupSurface {
    private(set) var surface: OpaquePointer?
    /// The context drawing on `surface`, kept with it (a fresh context allocates its nested saved states).
    private(set) var context: OpaquePointer?
    /// `surface`'s pixels for pixman, composited as the group's source.
    private(set) var image: OpaquePointer?
    private var capacity = (w: 0, h: 0)
    /// Surfaces made for it so far (tests check that groups of steady sizes make none after the first).
    private(set) var made = 0
    /// When a group was last begun on it (see `KeptGroups`, which hands it to one group at a time).
    var lastUse: UInt64 = 0

    /// Whether a `w` × `h` group is drawn here without a new surface: large enough, and not more than twice the
    /// area needed (the whole surface is cleared for each group).
    func fits(_ w: Int, _ h: Int) -> Bool {
        // A context cairo put in an error state draws nothing again: a new one is made.
        guard let context, cairo_status(context) == CAIRO_STATUS_SUCCESS else { return false }
        return w <= capacity.w && h <= capacity.h && capacity.w * capacity.h <= 2 * w * h + 4096
    }

    isolated deinit {
        if let image { pixman_image_unref(image) }
        if let context { cairo_destroy(context) }
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Readies a group over the device pixels `box`: the surface at least that large and all clear (to cairo
    /// too), its device offset moved to the box's corner as cairo offsets a group's, its context clipped to the
    /// box and set to `matrix` (the parent's). Nil when no surface can be made.
    func begin(_ box: PixelBox, matrix: cairo_matrix_t) -> OpaquePointer? {
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        guard width > 0, height > 0, let cr = ensureCapacity(width, height), let surface else { return nil }
        cairo_surface_set_device_offset(surface, -Double(box.x0), -Double(box.y0))
        cairo_save(cr)
        // A path the last group left unused is not part of this one's clip.
        cairo_new_path(cr)
        cairo_identity_matrix(cr)
        // Unclipped: cairo then takes the surface for clear, as it takes a new group's.
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(width), Double(height))
        cairo_clip(cr)
        var m = matrix
        cairo_set_matrix(cr, &m)
        return cr
    }

    /// Ends the group begun: its pixels are ready for `image`.
    func end() {
        guard let context, let surface else { return }
        cairo_restore(context)
        cairo_surface_flush(surface)
    }

    private func ensureCapacity(_ w: Int, _ h: Int) -> OpaquePointer? {
        if fits(w, h) { return context }
        if let image { pixman_image_unref(image) }
        if let context { cairo_destroy(context) }
        if let surface { cairo_surface_destroy(surface) }
        image = nil; context = nil; surface = nil; capacity = (0, 0)
        // Room to grow a little, so a group whose size animates does not make a surface per frame.
        let cw = (w + 31) / 32 * 32, ch = (h + 31) / 32 * 32
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(cw), Int32(ch))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
            cairo_surface_destroy(s)
            return nil
        }
        let stride = cairo_image_surface_get_stride(s)
        image = data.withMemoryRebound(to: UInt32.self, capacity: cw * ch) { bits in
            pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(cw), Int32(ch), bits, stride)
        }
        guard image != nil else {
            cairo_surface_destroy(s)
            return nil
        }
        surface = s
        context = cairo_create(s)
        capacity = (cw, ch)
        made += 1
        return context
    }
}

/// A few kept group surfaces, each reused by the groups of about its size: two translucent views of very
/// different sizes in one frame each find their own every frame, instead of one surface remade twice a frame.
final class KeptGroups {
    static let limit = 4
    private var surfaces: [KeptGroupSurface] = []
    private var clock: UInt64 = 0
    /// The surface the group being drawn is on (one at a time: nothing inside a kept group is kept).
    private(set) var current: KeptGroupSurface?

    init() { surfaces.reserveCapacity(Self.limit) }

    /// A surface for a `w` × `h` group: a free one it fits, else a new one while there are fewer than the
    /// limit, else the one used least recently, remade to fit.
    func acquire(_ w: Int, _ h: Int) -> KeptGroupSurface? {
        guard current == nil else { return nil }
        clock &+= 1
        var chosen = surfaces.first { $0.fits(w, h) }
        if chosen == nil {
            if surfaces.count < Self.limit {
                chosen = KeptGroupSurface()
                surfaces.append(chosen!)
            } else {
                chosen = surfaces.min { $0.lastUse < $1.lastUse }
            }
        }
        chosen?.lastUse = clock
        current = chosen
        return chosen
    }

    /// The group on `current` ended.
    func release() { current = nil }

    /// Surfaces made so far, all kept surfaces together.
    var surfacesMade: Int { surfaces.reduce(0) { $0 + $1.made } }
}

extension Compositor {
    /// A kept group begun for `view` in place of `cairo_push_group`, when the group lands straight on pixman's
    /// target: nothing but the fast clip (a box of whole pixels) clips it, outside any projection. The group is
    /// as large as cairo's would be: the clip, narrowed to the pixels the subtree covered this frame. Nil: the
    /// caller pushes a cairo group.
    func beginKeptGroup(_ view: View) -> (box: PixelBox, parent: OpaquePointer)? {
        guard keepsGroups, projectionDepth == 0, clipZones.isEmpty, pixmanTarget != nil, var box = fastClip,
              let cr, keptGroups.current == nil else { return nil }
        if let r = existingRecord(of: view), r.pass == pass, !r.treeBox.isEmpty { box = box.intersection(r.treeBox) }
        guard !box.isEmpty else { return nil }
        // A backdrop blur samples what its group drew, up to the group surface's edges: cairo's is the box.
        guard !mayBlurBackdrop(view) else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard let surface = keptGroups.acquire(box.x1 - box.x0, box.y1 - box.y0) else { return nil }
        guard let context = surface.begin(box, matrix: m) else {
            keptGroups.release()
            return nil
        }
        self.cr = context
        keptGroupCount &+= 1
        return (box, cr)
    }

    /// Whether `view` or a view under it blurs its backdrop (found by this frame's analysis), or may: a content
    /// transition draws snapshots of views the analysis did not see.
    private func mayBlurBackdrop(_ view: View) -> Bool {
        if existingRecord(of: view) is BackdropBlur { return true }
        if let t = view.presentationTransition, t.kind != .none { return true }
        for sub in view.subviews where mayBlurBackdrop(sub) { return true }
        return false
    }

    /// Ends the kept group: back on the parent's context, the group composited over it at `alpha` as cairo
    /// paints a group with alpha (OVER, the alpha a solid mask rounded as cairo rounds it).
    func endKeptGroup(_ group: (box: PixelBox, parent: OpaquePointer), alpha: Double) {
        cr = group.parent
        guard let surface = keptGroups.current else { return }
        surface.end()
        keptGroups.release()
        guard let target = pixmanTarget, let image = surface.image else { return }
        target.composite(image, mask: target.mask(alpha: alpha), source: 0, 0, into: group.box)
    }
}
