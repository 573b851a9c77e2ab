import Foundation

/// A layer that emits particles (CAEmitterLayer): its cells say what is born, how often and how it moves;
/// the layer says where (a point, a line, a rectangle, a circle) and scales the cells' rates.
///
/// ```swift
/// let confetti = EmitterLayer()
/// confetti.emitterPosition = tap                  // in the layer's coordinates
/// confetti.emitterShape = .point
/// confetti.emitterCells = [paper]                 // EmitterCell, each with contents
/// view.layer.addSublayer(confetti)
/// // A moment later, stop emitting; the particles in flight finish their lives:
/// confetti.birthRate = 0
/// ```
///
/// Particles live on the virtual clock (the layer's local time: frame time through its media timing, so
/// `speed = 0` freezes them) and come from a generator seeded by `seed`: the same seed and frame times give the
/// same particles, every run. While particles live or any cell emits, the world keeps producing frames; when
/// none do, it goes idle. Shapes `.cuboid` and `.sphere` fall back to `.rectangle` and `.circle` (2D);
/// `emitterZPosition`, `emitterDepth`, `renderMode` `.backToFront` (drawn as `.oldestLast`) and
/// `preservesDepth` are kept, not simulated.
open class EmitterLayer: Layer {
    /// The cells emitted, each with its own rates.
    public var emitterCells: [EmitterCell]? {
        didSet {
            for cell in oldValue ?? [] { cell.owners.removeAll { $0.layer === self || $0.layer == nil } }
            for cell in emitterCells ?? [] { cell.owners.append(WeakEmitter(layer: self)) }
            cellDidChange()
        }
    }
    /// The centre of the emission shape, in the layer's coordinates.
    public var emitterPosition: CGPoint = .zero { didSet { emitterDidChange() } }
    public var emitterZPosition: CGFloat = 0
    /// The shape's size: a line's length (width), a rectangle, a circle's diameter (width).
    public var emitterSize: CGSize = .zero { didSet { emitterDidChange() } }
    public var emitterDepth: CGFloat = 0
    public var emitterShape: EmitterLayerEmitterShape = .point { didSet { emitterDidChange() } }
    /// Where on the shape particles are born.
    public var emitterMode: EmitterLayerEmitterMode = .volume { didSet { emitterDidChange() } }
    public var renderMode: EmitterLayerRenderMode = .unordered { didSet { setNeedsDisplay() } }
    public var preservesDepth = false
    /// Multiplies every cell's birth rate (0 stops births; living particles finish).
    public var birthRate: Float = 1 { didSet { emitterDidChange() } }
    /// Multiplies every cell's lifetime.
    public var lifetime: Float = 1 { didSet { emitterDidChange() } }
    public var velocity: Float = 1 { didSet { emitterDidChange() } }
    public var scale: Float = 1 { didSet { emitterDidChange() } }
    public var spin: Float = 1 { didSet { emitterDidChange() } }
    /// The generator's seed: the same seed gives the same particles (setting it restarts the sequence).
    public var seed: UInt32 = 0 { didSet { random = ParticleRandom(seed: seed) } }

    /// The particles alive (read-only).
    public let particles = ParticleSystem()
    /// How many particles are alive.
    public var particleCount: Int { particles.count }

    var random = ParticleRandom(seed: 0)
    /// Births owed per cell (fractions carried from frame to frame).
    private var owed: [Double] = []
    /// The emitter time of the first step (cells' beginTime counts from it); nil before it.
    private(set) var startTime: TimeInterval?
    /// Whether the engine steps this emitter each frame.
    var isHostedByEngineAsEmitter = false
    /// Counts steps that changed the particles (the renderer's signature).
    package private(set) var simulationRevision: UInt64 = 0

    public override init() {
        super.init()
        hostIfNeeded()
    }

    /// Whether any enabled cell would emit now (rates above 0).
    public var isEmitting: Bool {
        birthRate > 0 && (emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 }
    }

    /// Whether the emitter needs frames: particles alive or births to come.
    public var isActive: Bool { particles.count > 0 || isEmitting }

    func cellDidChange() {
        refreshCells()
        emitterDidChange()
    }

    private func emitterDidChange() {
        hostIfNeeded()
        setNeedsDisplay()
    }

    /// Moved into another world's tree: stepped by that world's engine from now on.
    func worldDidChange() {
        isHostedByEngineAsEmitter = false
        hostIfNeeded()
    }

    override func didMoveToSuperlayer() {
        super.didMoveToSuperlayer()
        hostIfNeeded()
    }

    private func hostIfNeeded() {
        guard isActive, superlayer != nil, !isHostedByEngineAsEmitter else { return }
        // Let go while nothing lived: no births are owed for the time it stood still (no burst "born in the
        // past" when it is switched on again).
        if startTime != nil, !isPresentationCopy {
            let now = currentLocalTime
            if now > particles.time, particles.count == 0 {
                particles.moveTime(to: now)
                for k in owed.indices { owed[k] = 0 }
            }
        }
        world.engine.hostEmitter(self)
    }

    override init(presentationOf layer: Layer, values: LayerValues) {
        super.init(presentationOf: layer, values: values)
        guard let e = layer as? EmitterLayer else { return }
        // An initializer's own assignments run no observers: the copy is never hosted and draws nothing new.
        emitterCells = e.emitterCells
        emitterPosition = e.emitterPosition; emitterSize = e.emitterSize
        emitterShape = e.emitterShape; emitterMode = e.emitterMode; renderMode = e.renderMode
        birthRate = e.birthRate; lifetime = e.lifetime; velocity = e.velocity; scale = e.scale
        spin = e.spin; seed = e.seed
    }

    override func presentationCopy(values: LayerValues) -> EmitterLayer {
        EmitterLayer(presentationOf: self, values: values)
    }

    /// Copies what particles read each frame from the cells.
    private func refreshCells() {
        let list = emitterCells ?? []
        var rates: [ParticleSystem.CellRates] = []
        rates.reserveCapacity(list.count)
        for c in list {
            var r = ParticleSystem.CellRates()
            r.ax = Float(c.xAcceleration); r.ay = Float(c.yAcceleration); r.scaleSpeed = Float(c.scaleSpeed)
            r.redSpeed = c.redSpeed; r.greenSpeed = c.greenSpeed; r.blueSpeed = c.blueSpeed; r.alphaSpeed = c.alphaSpeed
            r.image = c.image
            r.contentsScale = c.contentsScale > 0 && c.contentsScale.isFinite ? Float(c.contentsScale) : 1
            // A named image's size is known to the renderer only: 64 pixels is assumed for the extent.
            let w = Float(c.image?.pixels?.width ?? 64), h = Float(c.image?.pixels?.height ?? 64)
            r.radius = (w * w + h * h).squareRoot() / 2 / r.contentsScale
            rates.append(r)
        }
        // Particles of a cell that went keep drawing with its last rates until they die.
        if rates.count < particles.cells.count { rates.append(contentsOf: particles.cells[rates.count...]) }
        particles.setCells(rates)
        if owed.count < list.count { owed.append(contentsOf: repeatElement(0, count: list.count - owed.count)) }
    }

    // MARK: Stepping (the engine calls it once per frame)

    /// Advances the particles to the layer's local time now; returns whether the emitter still needs frames.
    func step() -> Bool {
        guard superlayer != nil else { return false }
        advance(to: currentLocalTime)
        return isActive
    }

    /// Advances the particles to emitter time `now`: the dead go, the births of (last step, now] come.
    public func advance(to now: TimeInterval) {
        guard let start = startTime else {
            startTime = now
            particles.restart(at: now)
            return
        }
        let last = particles.time
        guard now > last else {
            if now < last { particles.moveTime(to: now) }   // time ran backward: no births, nothing ages back
            return
        }
        let before = particles.count
        particles.removeDead(at: now)
        emitBirths(from: last, to: now, start: start)
        particles.moveTime(to: now)
        if particles.count > 0 || before > 0 {
            particles.measure(at: now)
            simulationRevision &+= 1
            setNeedsDisplay()
        }
    }

    private func emitBirths(from last: TimeInterval, to now: TimeInterval, start: TimeInterval) {
        guard birthRate > 0, let list = emitterCells else { return }
        for (k, cell) in list.enumerated() where cell.isEnabled && cell.birthRate > 0 && k < Int(UInt16.max) {
            // The part of (last, now] in the cell's active time.
            let from = max(last, start + cell.beginTime)
            let to = cell.duration > 0 ? min(now, start + cell.beginTime + cell.duration) : now
            guard to > from else { continue }
            let rate = Double(cell.birthRate) * Double(birthRate)
            let maxLife = Double(max(cell.lifetime + cell.lifetimeRange, 0) * max(lifetime, 0))
            guard rate.isFinite, maxLife.isFinite else { continue }
            // Births older than the longest life would die unseen: at most a life's worth (and no more than the
            // system holds) is owed, so absurd rates cannot stall a frame.
            owed[k] = min(owed[k] + rate * (to - from), min(rate * maxLife + 1, Double(ParticleSystem.maximumCount)))
            while owed[k] >= 1 {
                owed[k] -= 1
                let born = to - owed[k] / rate
                // Births whose whole life is over by now are skipped (a long pause), in the same order.
                if now - born >= maxLife { continue }
                emit(cell, index: k, at: born)
            }
        }
    }

    private func emit(_ cell: EmitterCell, index k: Int, at born: TimeInterval) {
        let life = (Double(cell.lifetime) + random.signed() * Double(cell.lifetimeRange)) * Double(lifetime)
        let (px, py) = birthPlace()
        let speed = (Double(cell.velocity) + random.signed() * Double(cell.velocityRange)) * Double(velocity)
        let angle = Double(cell.emissionLongitude) + (random.unit() - 0.5) * Double(cell.emissionRange)
        let s = (Double(cell.scale) + random.signed() * Double(cell.scaleRange)) * Double(scale)
        let w = (Double(cell.spin) + random.signed() * Double(cell.spinRange)) * Double(spin)
        let c = cell.color?.color ?? .white
        let r = min(max(Double(c.red) + random.signed() * Double(cell.redRange), 0), 1)
        let g = min(max(Double(c.green) + random.signed() * Double(cell.greenRange), 0), 1)
        let b = min(max(Double(c.blue) + random.signed() * Double(cell.blueRange), 0), 1)
        let a = min(max(Double(c.alpha) + random.signed() * Double(cell.alphaRange), 0), 1)
        guard life > 0 else { return }
        particles.append(birth: born, life: Float(life), x: Float(px), y: Float(py),
                         vx: Float(speed * cos(angle)), vy: Float(speed * sin(angle)), scale: Float(s), spin: Float(w),
                         color: (Float(r), Float(g), Float(b), Float(a)), cell: UInt16(k))
    }

    /// A birth place on the emission shape (layer coordinates), by the emitter mode.
    private func birthPlace() -> (Double, Double) {
        let cx = Double(emitterPosition.x), cy = Double(emitterPosition.y)
        let w = Double(emitterSize.width), h = Double(emitterSize.height)
        switch emitterShape {
        case .point:
            return (cx, cy)
        case .line:
            return (cx + (random.unit() - 0.5) * w, cy)
        case .rectangle, .cuboid:
            switch emitterMode {
            case .points:
                let corner = Int(random.unit() * 4) & 3
                return (cx + (corner & 1 == 0 ? -w : w) / 2, cy + (corner & 2 == 0 ? -h : h) / 2)
            case .outline:
                // Uniform along the perimeter.
                let d = random.unit() * 2 * (w + h)
                if d < w { return (cx - w / 2 + d, cy - h / 2) }
                if d < 2 * w { return (cx - w / 2 + d - w, cy + h / 2) }
                if d < 2 * w + h { return (cx - w / 2, cy - h / 2 + d - 2 * w) }
                return (cx + w / 2, cy - h / 2 + d - 2 * w - h)
            case .surface, .volume:
                return (cx + (random.unit() - 0.5) * w, cy + (random.unit() - 0.5) * h)
            }
        case .circle, .sphere:
            let radius = w / 2
            let theta = random.unit() * 2 * .pi
            switch emitterMode {
            case .points: return (cx, cy)
            case .outline: return (cx + radius * cos(theta), cy + radius * sin(theta))
            case .surface, .volume:
                let r = radius * random.unit().squareRoot()   // uniform over the disc
                return (cx + r * cos(theta), cy + r * sin(theta))
            }
        }
    }
}

/// The shape particles are born on (CAEmitterLayerEmitterShape).
nonisolated public enum EmitterLayerEmitterShape: Sendable { case point, line, rectangle, cuboid, circle, sphere }
/// Where on the shape (CAEmitterLayerEmitterMode).
nonisolated public enum EmitterLayerEmitterMode: Sendable { case points, outline, surface, volume }
/// The order particles are drawn in (CAEmitterLayerRenderMode); `.additive` adds their colours.
nonisolated public enum EmitterLayerRenderMode: Sendable { case unordered, oldestFirst, oldestLast, backToFront, additive }
