import Foundation
import Rendering
import Views

/// Onion skinning (Ctrl+O): the last frames drawn as fading ghosts with the current one, and the selected
/// view's motion path — its position at each frame of the last two seconds as dots, so easing shows as
/// their spacing.
///
/// ```swift
/// pipeline.onionSkin.isEnabled = true      // Ctrl+O
/// pipeline.onionSkin.trackedView = card    // its motion path (the inspector's selection in the window)
/// pipeline.frame(at: t)                    // ghosts of the 6 frames before, dots along card's path
/// ```
///
/// Ghosts go over the scene's frame at low alpha, not under it: scenes paint an opaque background that would
/// hide anything beneath, and a ghost blended over leaves every pixel that did not move exactly as it was —
/// only what moved shows its trail. The newest ghost is the strongest (`maxAlpha`), the oldest the faintest.
/// Turned on it allocates its ring of frames once; off, it holds nothing and the pipeline never calls it.
@MainActor
public final class OnionSkin {
    /// Whether ghosts and the motion path are drawn.
    public var isEnabled = false {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { release() }
            changed = true
        }
    }
    /// How many earlier frames are kept as ghosts (1…30).
    public var ghostCount = 6 {
        didSet { ghostCount = min(max(ghostCount, 1), 30); release() }
    }
    /// The alpha of the newest ghost; older ones fade linearly to a sixth of it.
    public var maxAlpha = 0.4
    /// Seconds of media time the motion path covers.
    public var pathSeconds: TimeInterval = 2
    /// The view whose motion path is drawn (nil: none).
    public weak var trackedView: View? {
        didSet { if trackedView !== oldValue { pathCount = 0; pathStart = 0 } }
    }

    /// Kept frames, oldest first from `ringStart` (allocated when first needed after turning on).
    private var ring: [Framebuffer] = []
    private var ringStart = 0
    private(set) var keptFrames = 0
    /// The motion path: window points and media times, a ring of fixed capacity.
    private var pathPoints: [CGPoint] = []
    private var pathTimes: [TimeInterval] = []
    private var pathStart = 0
    private var pathCount = 0
    /// The dots drawn this frame (reused).
    private var dots: [CGPoint] = []
    /// The media time of the newest kept frame.
    private var lastFrameTime = -Double.infinity
    /// Set when turned on or off: the next frame must be drawn whole.
    var changed = false

    public init() {}

    /// Another scene came on screen: the frames and path kept are of the one that left, and go (the ring's
    /// memory stays, for the new scene's frames).
    func sceneChanged() {
        keptFrames = 0
        ringStart = 0
        pathCount = 0
        pathStart = 0
        trackedView = nil
        lastFrameTime = -.infinity
        changed = true
    }

    /// The motion path drawn in the last frame, oldest first (tests read it).
    public var motionPath: [CGPoint] { dots }

    /// How many frames the ring holds now.
    public var framesKept: Int { keptFrames }

    private func release() {
        ring = []
        keptFrames = 0
        ringStart = 0
        pathPoints = []
        pathTimes = []
        pathCount = 0
        pathStart = 0
        dots = []
    }

    /// Takes the scene's frame just composited into the ring and draws the ghosts of the earlier ones and the
    /// motion path over it. A frame at the media time of the last one kept (paused, redrawn for the overlay)
    /// replaces it rather than adding a ghost of itself. `world` is the scene's, for the tracked view.
    func apply(to framebuffer: Framebuffer, mediaTime: TimeInterval, world: World, frameDuration: TimeInterval) {
        guard isEnabled else { return }
        if ring.count != ghostCount + 1 || ring.first.map({ $0.width != framebuffer.width || $0.height != framebuffer.height }) == true {
            ring = (0...ghostCount).map { _ in Framebuffer(width: framebuffer.width, height: framebuffer.height, scale: framebuffer.scale) }
            keptFrames = 0
            ringStart = 0
        }
        // The path holds `pathSeconds` of media time at the current frame spacing: slow motion (shorter media
        // frames) needs more points. Made again only when the spacing changes, not each frame.
        let capacity = Int((pathSeconds / max(frameDuration, 1e-4)).rounded(.up)) + 2
        if pathPoints.count != capacity {
            pathPoints = Array(repeating: .zero, count: capacity)
            pathTimes = Array(repeating: -.infinity, count: capacity)
            pathCount = 0
            pathStart = 0
            dots.reserveCapacity(capacity)
        }
        let isNewFrame = keptFrames == 0 || mediaTime != lastFrameTime
        lastFrameTime = mediaTime
        if !isNewFrame {
            ring[(ringStart + keptFrames - 1) % ring.count].copyPixels(from: framebuffer)
        } else {
            // The clean frame goes into the ring (the oldest slot is reused once full).
            let slot: Int
            if keptFrames < ring.count {
                slot = (ringStart + keptFrames) % ring.count
                keptFrames += 1
            } else {
                slot = ringStart
                ringStart = (ringStart + 1) % ring.count
            }
            ring[slot].copyPixels(from: framebuffer)
        }
        // Ghosts, oldest (faintest) first; the newest kept frame is this one.
        let ghosts = keptFrames - 1
        if ghosts > 0 {
            for age in stride(from: ghosts, through: 1, by: -1) {
                let index = (ringStart + keptFrames - 1 - age) % ring.count
                let fade = 1 - Double(age - 1) / Double(max(ghostCount, 1)) * (5.0 / 6.0)
                framebuffer.paint(ring[index], alpha: maxAlpha * fade)
            }
        }
        recordPath(mediaTime: mediaTime, world: world)
        drawPath(on: framebuffer, mediaTime: mediaTime)
    }

    /// Adds the tracked view's on-screen position at `mediaTime` (once per media time).
    private func recordPath(mediaTime: TimeInterval, world: World) {
        guard let view = trackedView, !pathPoints.isEmpty else { return }
        let n = pathPoints.count
        if pathCount > 0 {
            let last = (pathStart + pathCount - 1) % n
            // Time went back (the playhead): the path after it is no longer the past.
            if mediaTime < pathTimes[last] - 1e-9 { pathCount = 0; pathStart = 0 }
            else if abs(mediaTime - pathTimes[last]) < 1e-9 { return }
        }
        let point = world.run { () -> CGPoint in
            let center = view.presentationValues.center
            return view.superview?.convert(center, to: nil) ?? center
        }
        let slot: Int
        if pathCount < n {
            slot = (pathStart + pathCount) % n
            pathCount += 1
        } else {
            slot = pathStart
            pathStart = (pathStart + 1) % n
        }
        pathPoints[slot] = point
        pathTimes[slot] = mediaTime
    }

    private func drawPath(on framebuffer: Framebuffer, mediaTime: TimeInterval) {
        dots.removeAll(keepingCapacity: true)
        guard trackedView != nil, !pathPoints.isEmpty else { return }
        let n = pathPoints.count
        for i in 0..<pathCount {
            let slot = (pathStart + i) % n
            if pathTimes[slot] >= mediaTime - pathSeconds - 1e-9 { dots.append(pathPoints[slot]) }
        }
        framebuffer.fillDots(at: dots, radius: 2, color: Color(red: 1, green: 0.85, blue: 0.2, alpha: 1))
    }
}
