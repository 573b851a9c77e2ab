import Foundation

/// One kind of particle an `EmitterLayer` emits (CAEmitterCell): how many per second, how long they live, how
/// they move, turn, grow, change colour, and the image they show.
///
/// ```swift
/// let flake = EmitterCell()
/// flake.contents = dotImage            // an Image (as Layer.contents takes); none: nothing is drawn
/// flake.birthRate = 40                 // per second (× the layer's birthRate)
/// flake.lifetime = 8
/// flake.velocity = 60
/// flake.velocityRange = 20             // 40…80
/// flake.emissionLongitude = .pi / 2    // down (y grows downward)
/// flake.emissionRange = .pi / 6        // a cone 30° wide
/// flake.yAcceleration = 10
/// flake.scale = 0.5
/// flake.scaleRange = 0.3
/// flake.alphaSpeed = -0.1              // fades out over 10 s
/// emitter.emitterCells = [flake]
/// ```
///
/// Each `…Range` draws a particle's value uniformly from value ± range when it is born (the colour
/// components clamped to 0…1); `emissionRange` is the full angle of the cone around `emissionLongitude`
/// (2π: every direction). Each `…Speed` changes the value per second of the particle's life. A cell's
/// `emitterCells` (particles emitting particles) and `emissionLatitude` are kept but not simulated (2D).
/// `beginTime` and `duration` bound when the cell emits, in the emitter's time since it started (duration 0:
/// for ever). Changes take effect for particles born afterwards (and, for accelerations and speeds, at once).
@MainActor
open class EmitterCell {
    public var name: String?
    /// Whether the cell emits (particles already born live on).
    public var isEnabled = true { didSet { changed() } }
    /// Particles per second.
    public var birthRate: Float = 0 { didSet { changed() } }
    public var lifetime: Float = 0 { didSet { changed() } }
    public var lifetimeRange: Float = 0 { didSet { changed() } }
    /// Points per second along the emission direction.
    public var velocity: CGFloat = 0 { didSet { changed() } }
    public var velocityRange: CGFloat = 0 { didSet { changed() } }
    /// Points per second² (y grows downward: positive falls).
    public var xAcceleration: CGFloat = 0 { didSet { changed() } }
    public var yAcceleration: CGFloat = 0 { didSet { changed() } }
    public var zAcceleration: CGFloat = 0
    /// The emission direction in the plane, radians from +x toward +y (π/2 is down on screen).
    public var emissionLongitude: CGFloat = 0 { didSet { changed() } }
    /// Kept for source compatibility (the playground is 2D).
    public var emissionLatitude: CGFloat = 0
    /// The full angle of the cone around the emission direction.
    public var emissionRange: CGFloat = 0 { didSet { changed() } }
    public var scale: CGFloat = 1 { didSet { changed() } }
    public var scaleRange: CGFloat = 0 { didSet { changed() } }
    /// Scale change per second.
    public var scaleSpeed: CGFloat = 0 { didSet { changed() } }
    /// Radians per second.
    public var spin: CGFloat = 0 { didSet { changed() } }
    public var spinRange: CGFloat = 0 { didSet { changed() } }
    /// The tint, multiplied into the contents (white by default).
    public var color: CGColor? = .white { didSet { changed() } }
    public var redRange: Float = 0 { didSet { changed() } }
    public var greenRange: Float = 0 { didSet { changed() } }
    public var blueRange: Float = 0 { didSet { changed() } }
    public var alphaRange: Float = 0 { didSet { changed() } }
    /// Component change per second.
    public var redSpeed: Float = 0 { didSet { changed() } }
    public var greenSpeed: Float = 0 { didSet { changed() } }
    public var blueSpeed: Float = 0 { didSet { changed() } }
    public var alphaSpeed: Float = 0 { didSet { changed() } }
    /// The particle's image: an `Image`. Without one the cell's particles are simulated but draw nothing.
    public var contents: Any? {
        didSet {
            if contents != nil && !(contents is Image) {
                Diagnostics.report("EmitterCell.contents takes an Image (got \(type(of: contents!))); nothing is drawn")
            }
            changed()
        }
    }
    /// Pixels per point of the contents (2: a 20-pixel image is 10 points wide at scale 1).
    public var contentsScale: CGFloat = 1 { didSet { changed() } }
    /// Sub-cells: kept, not simulated.
    public var emitterCells: [EmitterCell]?
    /// When the cell starts emitting, in seconds after the emitter started.
    public var beginTime: TimeInterval = 0 { didSet { changed() } }
    /// How long it emits (0: for ever).
    public var duration: TimeInterval = 0 { didSet { changed() } }

    /// The layers emitting this cell (told when it changes).
    var owners: [WeakEmitter] = []

    public init() {}

    /// The contents as an image, when it is one.
    public var image: Image? { contents as? Image }

    private func changed() {
        for owner in owners { owner.layer?.cellDidChange() }
    }
}

/// An emitter layer, held weakly by its cells.
struct WeakEmitter {
    weak var layer: EmitterLayer?
}
