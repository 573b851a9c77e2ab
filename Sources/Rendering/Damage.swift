import Foundation
import Views

/// A rectangle of whole device pixels, [x0, x1) × [y0, y1); empty when it has no area.
nonisolated struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    /// The pixels a rectangle (device units) touches, grown by `pad` pixels for anti-aliasing and filtering.
    init(covering r: CGRect, pad: Int) {
        guard !r.isNull, !r.isInfinite, r.width.isFinite, r.height.isFinite, r.width >= 0, r.height >= 0,
              abs(r.minX) < 1e7, abs(r.minY) < 1e7, abs(r.maxX) < 1e7, abs(r.maxY) < 1e7 else {
            self = .empty
            return
        }
        x0 = Int(Double(r.minX).rounded(.down)) - pad
        y0 = Int(Double(r.minY).rounded(.down)) - pad
        x1 = Int(Double(r.maxX).rounded(.up)) + pad
        y1 = Int(Double(r.maxY).rounded(.up)) + pad
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    func union(_ o: PixelBox) -> PixelBox {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func intersection(_ o: PixelBox) -> PixelBox {
        let r = PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    func intersects(_ o: PixelBox) -> Bool {
        !isEmpty && !o.isEmpty && x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1
    }

    func grown(by n: Int) -> PixelBox {
        isEmpty ? self : PixelBox(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n)
    }
}

/// The pixels to redraw this frame: a few boxes (overlapping ones merged, too many folded into one), kept in
/// storage reserved once so a frame allocates nothing.
struct DamageRegion {
    static let capacity = 12
    private(set) var boxes: [PixelBox] = []
    /// The framebuffer's box: damage is clipped to it.
    var bounds = PixelBox.empty

    init() { boxes.reserveCapacity(DamageRegion.capacity + 1) }

    var isEmpty: Bool { boxes.isEmpty }
    var area: Int { boxes.reduce(0) { $0 + $1.area } }

    mutating func removeAll() { boxes.removeAll(keepingCapacity: true) }

    mutating func add(_ box: PixelBox) {
        var b = box.intersection(bounds)
        guard !b.isEmpty else { return }
        // Merge with every box it overlaps (or touches), repeatedly, since the union may reach others.
        var i = 0
        while i < boxes.count {
            let o = boxes[i]
            if b.x0 <= o.x1 && o.x0 <= b.x1 && b.y0 <= o.y1 && o.y0 <= b.y1 {
                b = b.union(o)
                boxes.remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        if boxes.count == DamageRegion.capacity {
            b = boxes.reduce(b) { $0.union($1) }
            boxes.removeAll(keepingCapacity: true)
        }
        boxes.append(b)
    }

    func intersects(_ box: PixelBox) -> Bool {
        for b in boxes where b.intersects(box) { return true }
        return false
    }

    func contains(_ box: PixelBox) -> Bool {
        for b in boxes where b.x0 <= box.x0 && b.y0 <= box.y0 && b.x1 >= box.x1 && b.y1 >= box.y1 { return true }
        return false
    }
}

/// What the compositor remembers of one view between frames, kept in the compositor's own table: how the view was
/// drawn last time (a hash of everything it depends on), which device pixels it and its subtree covered, and
/// what its `draw(_:)` draws (measured once per content key). Visual-effect views keep their blur in a
/// subclass.
class RenderRecord {
    /// The compositor that keeps this record up to date, and its analysis pass that last saw the view on screen.
    var compositor: ObjectIdentifier?
    var pass: UInt64 = 0
    /// Hash of everything the view's own drawing depends on, place on screen included.
    var signature: UInt64 = 0
    /// The pixels the view's own drawing may touch, and with its subtree, last frame (clipped like drawing).
    var ownBox = PixelBox.empty
    var treeBox = PixelBox.empty
    /// The measured content: valid while `contentKey` matches the view's.
    var content = MeasuredContent()
    /// Text rasters drawn by the view (a label has one), reused while their text and style stay.
    var textRasters: [(key: TextRasterKey, raster: TextRaster)] = []
    /// The image an image view showed, and its surface (owned by the image store).
    var imageName: String?
    var imageSurface: OpaquePointer?
    /// The coverage of the view's rounded clip, for paints that cross its edge straight through pixman.
    lazy var clipMask = RoundedMask()
    /// pixman images on the last image surface painted (made once per surface).
    private var pixmanImages: (surface: OpaquePointer, images: SurfaceImages)?
    func surfaceImages(for surface: OpaquePointer) -> SurfaceImages? {
        if let kept = pixmanImages, kept.surface == surface { return kept.images }
        guard let images = SurfaceImages(surface: surface) else { return nil }
        pixmanImages = (surface, images)
        return images
    }
    /// The view's backing stores: what it draws below its subviews (all of it when it has none), and its
    /// border, drawn above them.
    var under: BackingStore?
    var over: BackingStore?
    /// The view's bounds-to-device transform this frame and whether it changed since the last one.
    var matrix = CGAffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
    var moved = true
    /// Whether the view was last composited from a store drawn for another transform (resampled): drawn
    /// again once it rests.
    var inexact = false
    /// The key of what the view draws (content, colours, border) last frame, and for how many frames in a row
    /// it changed: content that changes every frame is drawn directly, not through a store.
    var ownKey: UInt64 = 0
    var ownKeyChanges = 0

    init() {}

    /// Takes over the frame-to-frame state of `other` (when a view's record changes kind).
    func adopt(_ other: RenderRecord) {
        compositor = other.compositor
        pass = other.pass
        signature = other.signature
        ownBox = other.ownBox
        treeBox = other.treeBox
        content = other.content
        textRasters = other.textRasters
        imageName = other.imageName
        imageSurface = other.imageSurface
        under = other.under
        over = other.over
        matrix = other.matrix
        moved = other.moved
        inexact = other.inexact
        ownKey = other.ownKey
        ownKeyChanges = other.ownKeyChanges
    }
}

/// What one view's `draw(_:)` draws, as the measuring pass found it.
struct MeasuredContent {
    /// The content key it was measured for (nil: never measured).
    var key: UInt64?
    /// The bounds-space rectangle the content covers (nil: nothing drawn).
    var box: CGRect?
    /// Primitives drawn (fills, strokes, texts, images; a backdrop blur counts 2: it needs a group).
    var primitives = 0
    /// The backdrop blur it asked for, if any.
    var blur: BlurRequest?
}

/// A backdrop blur a view's content asked for.
struct BlurRequest: Equatable {
    var parameters: BlurParameters
    var rect: CGRect
    var cornerRadius: CGFloat
}
