import CCairo
import Foundation
import Views

/// Composites the presentation tree of a view into a framebuffer with cairo: nested frames, transforms about
/// each view's center, group opacity, rounded corners, borders, clipping, text, images, backdrop blur and
/// content transitions. It reads presentation values only.
///
/// ```swift
/// let compositor = try Compositor()               // loads the bundled font
/// let fb = Framebuffer(width: 800, height: 600)
/// view.world.run { _ = compositor.render(view, into: fb) }   // later calls redraw only what changed
/// try fb.writePNG(to: "/tmp/frame.png")
/// ```
@MainActor
public final class Compositor {
    public let text: TextRenderer
    public let images: ImageStore
    /// The colour the framebuffer is cleared to.
    public var clearColor = Color.black
    /// The point of the root's superview space drawn at the framebuffer's top-left corner (zero: the root is
    /// drawn at its frame).
    public var viewportOrigin = CGPoint.zero
    /// Errors met while drawing (a missing image, say), each reported once.
    public internal(set) var errors: [RenderingError] = []
    /// Redraw only the pixels that changed since the last frame into the same framebuffer (on by default);
    /// off, every frame is drawn whole.
    public var tracksDamage = true
    /// Whether `render` clears what it redraws to `clearColor` first (off: the tree is drawn over what the
    /// framebuffer holds — an overlay over a scene; damage tracking is then off too).
    public var clearsFramebuffer = true
    /// Whether views' own drawing (background, content, border) is kept in backing stores — rasterized once
    /// per content and composited as surfaces, as Core Animation does (on by default). Off, every view is
    /// drawn directly each time; what is on screen at rest is the same either way.
    public var cachesContent = ProcessInfo.processInfo.environment["PLAYGROUND_BACKING_STORES"] != "0"
    /// The threads a frame's large composites, fills and blur passes are split across, by bands of rows (the
    /// cores of the machine by default; 1 draws on the calling thread alone). The bytes drawn are the same for
    /// every count.
    public var threads = RenderWorkers.defaultThreads {
        didSet { workers = threads > 1 ? RenderWorkers.shared(threads: threads) : nil; pixmanTarget?.workers = workers }
    }
    /// The pool of `threads` threads (nil for one).
    private(set) lazy var workers: RenderWorkers? = threads > 1 ? RenderWorkers.shared(threads: threads) : nil
    /// Whether the clear goes through pixman (split across the threads) rather than cairo's paint (tests
    /// compare the two).
    var clearsThroughPixman = true
    /// The largest backing store kept, in pixels (a larger view is drawn directly).
    var maxStorePixels = 4096 * 4096
    /// Set to redraw the whole framebuffer on the next `render` (something drawn over it elsewhere changed).
    public var redrawsEverythingNextFrame = false
    /// Pixels redrawn by the last `render` (0 when nothing had changed).
    public private(set) var lastRedrawnPixels = 0
    /// Whether the last `render` left a view composited from a resampled store (it was moving): once it
    /// rests, a `render` draws it again exactly. A host whose views came to rest calls `render` again.
    public internal(set) var showsResampledContent = false

    /// Draws exactly, now that they rest, the views the last `render` composited from resampled stores (see
    /// `showsResampledContent`), into the same framebuffer; what both passes redrew is the frame's damage
    /// (`forEachRedrawnRect`, `lastRedrawnPixels`). Returns whether any pixel was redrawn.
    @discardableResult
    public func renderResampledContentExactly(_ root: View, into framebuffer: Framebuffer) -> Bool {
        guard showsResampledContent else { return false }
        earlierDamage.removeAll()
        earlierDamage.bounds = damage.bounds
        for box in damage.boxes { earlierDamage.add(box) }
        let earlierPixels = lastRedrawnPixels
        let drew = render(root, into: framebuffer)
        for box in earlierDamage.boxes { damage.add(box) }
        lastRedrawnPixels = max(damage.area, earlierPixels)
        return drew || earlierPixels > 0
    }

    /// Records a frame the caller did not need to draw (nothing changed): no pixel redrawn.
    public func noteUnchangedFrame() {
        lastRedrawnPixels = 0
        damage.removeAll()
    }

    /// Calls `body` with each rectangle of device pixels the last `render` redrew (none when nothing changed;
    /// the whole framebuffer when it was drawn whole): what a window must upload. Allocates nothing.
    public func forEachRedrawnRect(_ body: (_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Void) {
        for b in damage.boxes { body(b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0) }
    }

    var cr: OpaquePointer?
    /// The context of the framebuffer drawn last, and its surface (the context holds a reference to it).
    private var targetContext: OpaquePointer?
    private var targetSurface: OpaquePointer?
    /// The framebuffer as pixman sees it, and the box drawing is clipped to when nothing else clips it (nil
    /// inside a group, a transition or a view's clip): backing stores are then blitted through pixman.
    var pixmanTarget: PixmanTarget?
    var fastClip: PixelBox?
    /// The clips of the views being drawn, as the fast path honours them (storage kept between frames).
    var clipZones: [ClipZone] = []
    /// Swapped with `clipZones` while a backing store is drawn (no zone of the framebuffer applies there).
    var storeClipZones: [ClipZone] = []
    /// Where a paint may go straight through pixman now.
    var fastPaint: FastPaint? {
        guard let fastClip, let pixmanTarget else { return nil }
        return FastPaint(target: pixmanTarget, clip: fastClip, zones: clipZones, compositor: self)
    }
    var scale = 1.0
    /// Hash of what lies behind every view (framebuffer size, scale, clear colour): the start of every
    /// backdrop key.
    var drawnHash: UInt64 = 0

    // Damage tracking: what the last frame drew into which framebuffer.
    var damage = DamageRegion()
    /// The damage of the render before a `renderResampledContentExactly` (storage kept between frames).
    private var earlierDamage = DamageRegion()
    var pass: UInt64 = 0
    /// What this compositor remembers of each view it draws, by the view's `renderID` (the render tree's
    /// records: nothing of it lives on the views).
    var records: [UInt64: RenderRecord] = [:]
    /// The ids of records to forget (storage kept between prunes).
    var staleRecords: [UInt64] = []
    /// The framebuffer drawn last (weak: a new framebuffer at a freed one's address is not taken for it).
    private weak var lastTarget: Framebuffer?
    private weak var lastRoot: View?
    var lastWidth = 0, lastHeight = 0
    var lastScale = 0.0
    var lastClear: Color?
    var lastOrigin = CGPoint.zero
    /// Set by the analysis pass when something on screen cannot be tracked (a content transition): redraw all.
    var needsFullRedraw = false
    /// The visual-effect views met by this frame's analysis, in painter's order (storage kept between frames).
    var blurs: [BackdropBlur] = []
    /// What this frame's analysis met so far, in painter's order: the pixels each view draws and its signature.
    var painted: [(box: PixelBox, signature: UInt64)] = []

    /// The context views draw their content on, and the one that measures it.
    lazy var drawingContext = CairoGraphicsContext(compositor: self)
    lazy var measurer = ContentMeasurer(compositor: self)
    /// The coverage buffers rounded fills and borders go through pixman with.
    let roundedCoverage = RoundedRectCoverage()
    /// The path, scan converter and mask slanted and large-cornered fills go through pixman with.
    let polygonFill = PolygonFill()
    /// Whether slanted and large-cornered fills, rounded masks and shadow shapes go through the own scan
    /// converter (false: through cairo, the same bytes — masks then through cairo alone; for comparing).
    var convertsFills = ProcessInfo.processInfo.environment["PLAYGROUND_SCAN_CONVERTER"] != "0"
    /// Fills drawn through the own scan converter so far.
    var convertedFills = 0
    /// Whether a translucent view's group is drawn on a surface kept between frames and composited through
    /// pixman where it can be (false: every group through cairo's push and pop, the same bytes; for comparing).
    var keepsGroups = ProcessInfo.processInfo.environment["PLAYGROUND_KEPT_GROUPS"] != "0"
    /// The surfaces kept groups are drawn on, and how many groups were kept so far.
    let keptGroups = KeptGroups()
    var keptGroupCount = 0
    /// Where a blur's shape and a clip it crosses are multiplied into one mask.
    let scratchMask = ScratchMask()
    /// Layers: a shadow's coverage and its blur, the flat drawing of each nesting level of projected layers,
    /// and where a projection is resampled before cairo paints it (all kept between frames).
    let shadowScratch = ScratchSurface(format: CAIRO_FORMAT_A8)
    let shadowBlur = CoverageBlur()
    /// Shadows painted straight through pixman so far, and a switch that sends them all through cairo (the
    /// same bytes; for comparing).
    var shadowsDrawnDirectly = 0
    var shadowsThroughCairo = false
    var projectionScratch: [ScratchSurface] = []
    let projectionOutput = ScratchSurface()
    /// How many projected layers are being drawn flat (device boxes of the analysis do not apply inside).
    var projectionDepth = 0
    /// The standalone sublayers of views met by the analysis: signature and pixels, per layer.
    var layerRecords: [ObjectIdentifier: LayerRecord] = [:]
    /// Gradient patterns and text-layer rasters, kept while their values hold.
    let layerDrawings = LayerDrawingCache()
    /// Replicator layers' rasters, tint scratch and the time shift of the copy being drawn.
    let replicators = ReplicatorRendering()
    /// The images particles are drawn from, as patterns (see Compositor+EmitterLayer).
    let particleSprites = ParticleSprites()

    isolated deinit {
        if let targetContext { cairo_destroy(targetContext) }
    }


    public init(text: TextRenderer, images: ImageStore = ImageStore()) {
        self.text = text
        self.images = images
        blurs.reserveCapacity(16)
        clipZones.reserveCapacity(32)
        storeClipZones.reserveCapacity(32)
        painted.reserveCapacity(1024)
        records.reserveCapacity(1024)
        staleRecords.reserveCapacity(256)
    }

    /// A compositor with the bundled font; throws naming the font file when it is missing.
    public convenience init() throws {
        self.init(text: try TextRenderer())
    }

    /// Draws `root` (placed at its frame in the framebuffer's point space) over the clear colour.
    ///
    /// When the framebuffer is the one drawn last time, only what changed is redrawn: an analysis pass finds
    /// each view whose drawing (presentation, content, place on screen, subviews) differs from last frame and
    /// marks the pixels it covered and covers; backdrop blurs whose backdrop changed add the pixels they
    /// sample. Drawing is then clipped to those pixels, and views outside them are skipped. Returns whether
    /// any pixel was redrawn.
    @discardableResult
    public func render(_ root: View, into framebuffer: Framebuffer) -> Bool {
        scale = framebuffer.scale
        pass &+= 1
        let full = PixelBox(x0: 0, y0: 0, x1: framebuffer.width, y1: framebuffer.height)
        damage.removeAll()
        damage.bounds = full
        blurs.removeAll(keepingCapacity: true)
        painted.removeAll(keepingCapacity: true)
        showsResampledContent = false
        needsFullRedraw = redrawsEverythingNextFrame || !clearsFramebuffer
        redrawsEverythingNextFrame = false

        // Analysis: signatures, boxes, blur keys, damage.
        drawnHash = 0xcbf2_9ce4_8422_2325
        mix(UInt64(framebuffer.width) << 32 | UInt64(framebuffer.height))
        // The clear colour lies behind everything, so cached backdrops depend on it (and on the scale).
        mix(scale.bitPattern)
        mix(clearColor)
        let base = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
            .translatedBy(x: -viewportOrigin.x, y: -viewportOrigin.y)
        _ = analyze(root, parent: base, clip: full, sampleClip: full, parentDamaged: false)
        if layerRecords.count > 256, layerRecords.count > 2 * layerRecords.values.lazy.filter({ $0.pass == self.pass }).count {
            layerRecords = layerRecords.filter { $0.value.pass == pass }
        }
        let sameTarget = lastTarget === framebuffer && lastRoot === root && lastWidth == framebuffer.width
            && lastHeight == framebuffer.height && lastScale == scale && lastClear == clearColor
            && lastOrigin == viewportOrigin
        if !tracksDamage || !sameTarget || needsFullRedraw {
            damage.removeAll()
            damage.add(full)
        } else {
            // A blur whose backdrop changed is rebuilt from freshly drawn pixels: everything it samples is redrawn.
            for blur in blurs where blur.frameKey != blur.drawnKey && !blur.sampleBox.isEmpty {
                damage.add(blur.sampleBox.grown(by: 2))
                damage.add(blur.treeBox)
            }
        }
        for blur in blurs { blur.drawnKey = blur.frameKey }
        lastTarget = framebuffer
        lastRoot = root
        lastWidth = framebuffer.width
        lastHeight = framebuffer.height
        lastScale = scale
        lastClear = clearColor
        lastOrigin = viewportOrigin
        lastRedrawnPixels = damage.area
        pruneRecords()
        guard !damage.isEmpty else { return false }

        // Drawing, clipped to the damage, on a context kept for the framebuffer (its saved states are reused:
        // a fresh context allocates one per nested save).
        let context = drawingContext(for: framebuffer)
        defer { cr = nil }
        cr = context
        // One pass per damaged box, each clipped to its box (a single-box clip is what cairo copies cheaply on
        // every save); the boxes do not overlap, and a blur's whole sample lies in one of them.
        let wholeFrame = damage.contains(full)
        for b in damage.boxes {
            cairo_save(context)
            if !wholeFrame {
                cairo_rectangle(context, Double(b.x0), Double(b.y0), Double(b.x1 - b.x0), Double(b.y1 - b.y0))
                cairo_clip(context)
            }
            if clearsFramebuffer, clearsThroughPixman, let pixmanTarget {
                // The pixels replaced by the clear colour, as cairo's SOURCE paint replaces them.
                let box = wholeFrame ? full : b
                pixmanTarget.replace(box, red: Double(clearColor.red), green: Double(clearColor.green),
                                     blue: Double(clearColor.blue), alpha: Double(clearColor.alpha))
                // cairo must know: a surface it believes clear (a new one) has its OVER paints made copies.
                cairo_surface_mark_dirty_rectangle(framebuffer.surface, Int32(box.x0), Int32(box.y0),
                                                   Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))
            } else if clearsFramebuffer {
                cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
                setSource(clearColor)
                cairo_paint(context)
            }
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_scale(context, scale, scale)
            cairo_translate(context, -Double(viewportOrigin.x), -Double(viewportOrigin.y))
            // Straight through pixman where nothing but the box clips (stores on or off: both draw the same).
            fastClip = wholeFrame ? full : b
            draw(root, culling: wholeFrame ? nil : b)
            fastClip = nil
            cairo_restore(context)
            if wholeFrame { break }
        }
        // pixman wrote into the pixels behind cairo's back.
        cairo_surface_mark_dirty(framebuffer.surface)
        cairo_surface_flush(framebuffer.surface)
        return true
    }


    /// The cairo context drawing into `framebuffer`, made once per framebuffer.
    private func drawingContext(for framebuffer: Framebuffer) -> OpaquePointer {
        if let context = targetContext, targetSurface == framebuffer.surface, cairo_status(context) == CAIRO_STATUS_SUCCESS {
            cairo_reset_clip(context)
            cairo_identity_matrix(context)
            cairo_new_path(context)
            return context
        }
        if let old = targetContext { cairo_destroy(old) }
        let context = cairo_create(framebuffer.surface)!
        targetContext = context
        targetSurface = framebuffer.surface
        pixmanTarget = PixmanTarget(surface: framebuffer.surface)
        pixmanTarget?.workers = workers
        return context
    }

    // MARK: Tree walk

    /// Skip subtrees outside this box (nil when the whole frame is redrawn).
    var cullBox: PixelBox?
    /// Opacity folded into the one thing a view draws, instead of a group (1 elsewhere).
    var opacity = 1.0

    func draw(_ root: View, culling box: PixelBox?) {
        cullBox = box
        draw(root)
        cullBox = nil
    }

    func draw(_ view: View) {
        guard !view.isHidden, let cr else { return }
        if let box = cullBox, let r = existingRecord(of: view), r.pass == pass, !r.treeBox.intersects(box) { return }
        if view.rendersAsLayer { return drawLayered(view) }
        let p = view.presentationValues
        guard p.alpha > 0.002 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(p.center.x), Double(p.center.y))
        if !p.transform.isIdentity {
            var m = cairo_matrix_t(xx: Double(p.transform.a), yx: Double(p.transform.b),
                                   xy: Double(p.transform.c), yy: Double(p.transform.d),
                                   x0: Double(p.transform.tx), y0: Double(p.transform.ty))
            cairo_transform(cr, &m)
        }
        cairo_translate(cr, -Double(p.bounds.midX), -Double(p.bounds.midY))
        let transition = view.presentationTransition
        let translucent = p.alpha < 0.998
        // A view that draws one thing needs no group for its opacity: the thing is drawn translucent.
        // Nor does one composited as one surface.
        let grouped = translucent && !(transition == nil && (drawsOneThing(view, p) || paintsOneSurface(view, p)))
        var kept: (box: PixelBox, parent: OpaquePointer)?
        if grouped {
            kept = beginKeptGroup(view)
            if kept == nil { pushGroup(boundedBy: view) }
        } else if translucent { opacity = Double(p.alpha) }
        // In a group or a transition, cairo draws on another surface: nothing goes through pixman.
        let savedFastClip = fastClip
        let transitioning = transition.map { $0.kind != .none } ?? false
        if grouped || transitioning { fastClip = nil }
        if let transition, transition.kind != .none {
            drawTransition(view, p, transition)
        } else {
            drawBody(view, p)
        }
        fastClip = savedFastClip
        if let kept {
            endKeptGroup(kept, alpha: Double(p.alpha))
        } else if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(p.alpha))
        }
        opacity = 1
        cairo_restore(cr)
    }

    /// Pushes a cairo group for `view`'s subtree. The group's surface is as large as the clip: it is bounded by
    /// the pixels the subtree covered in this frame's analysis (not inside a projection, whose texture has its
    /// own pixels).
    func pushGroup(boundedBy view: View) {
        guard let cr else { return }
        if projectionDepth == 0, let r = existingRecord(of: view), r.pass == pass, !r.treeBox.isEmpty {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_identity_matrix(cr)
            let b = r.treeBox
            cairo_rectangle(cr, Double(b.x0), Double(b.y0), Double(b.x1 - b.x0), Double(b.y1 - b.y0))
            cairo_clip(cr)
            cairo_set_matrix(cr, &m)
        }
        cairo_push_group(cr)
    }

    /// Whether the view draws at most one primitive (fill, border, or one content primitive) and has no
    /// subviews or blur: then its opacity can be folded into that primitive instead of a group.
    func drawsOneThing(_ view: View, _ p: PresentationValues) -> Bool {
        guard view.subviews.isEmpty else { return false }
        var n = measuredContent(of: view, p).primitives
        if p.backgroundColor.alpha > 0 { n += 1 }
        if p.borderWidth > 0 && p.borderColor.alpha > 0 { n += 1 }
        return n <= 1
    }

    /// Background, content (`draw(_:)`), subviews (clipped when asked) and border, in the view's bounds space.
    func drawBody(_ view: View, _ p: PresentationValues) {
        guard let cr else { return }
        if usesStores(view, p, measuredContent(of: view, p)), let record = existingRecord(of: view) {
            drawBodyFromStores(view, p, record)
            return
        }
        if let record = existingRecord(of: view) { record.inexact = false }
        let rect = p.bounds
        let radius = min(p.cornerRadius, min(rect.width, rect.height) / 2)
        if p.backgroundColor.alpha > 0, !(radius <= 0.01 && fillFast(rect, p.backgroundColor)),
           !(radius > 0.01 && fillRounded(rect, radius: radius, p.backgroundColor)),
           !fillConverted(rect, radius: radius, p.backgroundColor) {
            cairo_new_path(cr)
            appendRoundedRect(rect, radius: radius)
            setSource(p.backgroundColor)
            cairo_fill(cr)
        }
        let savedFastClip = fastClip
        var zoned = false
        if view.clipsToBounds {
            cairo_save(cr)
            cairo_new_path(cr)
            appendRoundedRect(rect, radius: radius)
            cairo_clip(cr)
            zoned = enterClip(rect, radius: radius, owner: existingRecord(of: view))
        }
        if measuredContent(of: view, p).primitives > 0, let record = existingRecord(of: view) {
            drawingContext.draw(view, rect: rect, record: record)
        }
        if view.rendersAsLayer { drawChildren(of: view) } else { for sub in view.subviews { draw(sub) } }
        if view.clipsToBounds { cairo_restore(cr) }
        if zoned { clipZones.removeLast() }
        fastClip = savedFastClip
        if p.borderWidth > 0 && p.borderColor.alpha > 0,
           !(view.borderDashPattern?.isEmpty ?? true && fillRounded(rect, radius: radius, border: p.borderWidth, p.borderColor)) {
            let w = p.borderWidth
            cairo_new_path(cr)
            appendRoundedRect(rect.insetBy(dx: w / 2, dy: w / 2), radius: max(radius - w / 2, 0))
            cairo_set_line_width(cr, Double(w))
            if let dash = view.borderDashPattern, !dash.isEmpty { setDash(dash) }
            setSource(p.borderColor)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// Dash lengths in a buffer kept between frames (no array made per stroke).
    var dashLengths: [Double] = Array(repeating: 0, count: 16)
    /// The arc-length measures of the last trimmed shape paths (a `strokeEnd` animation measures its path once).
    var shapeMeasures = PathMeasureCache()

    func setDash(_ dash: [CGFloat]) {
        let n = min(dash.count, dashLengths.count)
        for i in 0..<n { dashLengths[i] = Double(dash[i]) }
        dashLengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32(n), 0) }
    }

    /// The key of what a view's `draw(_:)` draws: its content stamp, presentation bounds, corner radius and
    /// the scale.
    func contentKey(of view: View, _ p: PresentationValues) -> UInt64 {
        var k = view.contentStamp &* 0x100_0000_01b3
        @inline(__always) func mix(_ v: Double) { k = (k ^ v.bitPattern) &* 0x100_0000_01b3 }
        mix(Double(p.bounds.minX)); mix(Double(p.bounds.minY)); mix(Double(p.bounds.width))
        mix(Double(p.bounds.height)); mix(Double(p.cornerRadius)); mix(scale)
        return k
    }

    /// What the view's `draw(_:)` draws, measured once per content key (kept in its record).
    @discardableResult
    func measuredContent(of view: View, _ p: PresentationValues) -> MeasuredContent {
        let record = self.record(of: view)
        let key = contentKey(of: view, p)
        if record.content.key == key { return record.content }
        var measured = measurer.measure(view, rect: p.bounds, record: record)
        measured.key = key
        record.content = measured
        if measured.blur != nil, !(record is BackdropBlur) {
            let blur = BackdropBlur()
            blur.adopt(record)
            setRecord(blur, of: view)
        }
        return measured
    }
}
