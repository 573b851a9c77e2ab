import Foundation

/// The particles of one emitter, as columns (one per attribute) in one block of fixed capacity: births append,
/// deaths compact in place, nothing is allocated per frame once the capacity suits the emitter (and one block
/// when it grows).
///
/// ```swift
/// let system = emitter.particles          // read-only for renderers and tests
/// for i in 0..<system.count {
///     let p = system.state(of: i, at: system.time)   // position, scale, angle, colour now
/// }
/// ```
///
/// Each particle keeps what it was born with (time, position, velocity, scale, spin, colour); its state at a
/// time is the closed form: position p₀ + v·t + ½·a·t², scale s₀ + scaleSpeed·t, angle spin·t, colour c₀ +
/// speed·t (clamped), with t its age. Births over a frame are spread at their exact times (birthRate × elapsed
/// accumulates), so the particles depend on the frame times only through when they are looked at.
@MainActor
public final class ParticleSystem {
    /// The most particles one emitter keeps alive (births beyond are dropped).
    public static let maximumCount = 100_000

    public private(set) var count = 0
    /// The emitter time of the last step (its local time).
    public private(set) var time: TimeInterval = 0
    /// The box (layer space) every particle lies in as of the last step, sprite extent included; nil when none.
    public private(set) var bounds: CGRect?

    // Per particle, in birth order (oldest first): columns in one block of `capacity` rows (`storage`).
    private(set) var birth = ParticleSystem.nowhere(Double.self)
    private(set) var life = ParticleSystem.nowhere(Float.self)
    private(set) var x0 = ParticleSystem.nowhere(Float.self), y0 = ParticleSystem.nowhere(Float.self)
    private(set) var vx = ParticleSystem.nowhere(Float.self), vy = ParticleSystem.nowhere(Float.self)
    private(set) var scale0 = ParticleSystem.nowhere(Float.self), spin = ParticleSystem.nowhere(Float.self)
    private(set) var red = ParticleSystem.nowhere(Float.self), green = ParticleSystem.nowhere(Float.self)
    private(set) var blue = ParticleSystem.nowhere(Float.self), alpha = ParticleSystem.nowhere(Float.self)
    /// The index of the particle's cell in `cells`.
    private(set) var cell = ParticleSystem.nowhere(UInt16.self)
    public private(set) var capacity = 0
    /// The block the columns are in (nil before the first birth): one allocation however many columns.
    private var storage: ManagedBuffer<Int, Double>?

    /// What the particles read of their cells each step (accelerations, speeds, contents).
    public private(set) var cells: [CellRates] = []

    /// What the state of a particle depends on from its cell, kept per cell.
    public struct CellRates: Sendable {
        public var ax: Float = 0, ay: Float = 0, scaleSpeed: Float = 0
        public var redSpeed: Float = 0, greenSpeed: Float = 0, blueSpeed: Float = 0, alphaSpeed: Float = 0
        /// The image and its pixels per point (nil image: the particles draw nothing).
        public var image: Image?
        public var contentsScale: Float = 1
        /// The half-diagonal of the image in points (its extent when turned), at scale 1.
        public var radius: Float = 0
    }

    /// A particle's state at a time.
    public struct State: Sendable, Equatable {
        public var x: Double, y: Double, scale: Double, angle: Double
        public var red: Double, green: Double, blue: Double, alpha: Double
        public var cell: Int
        public var age: Double
    }

    init() {}

    /// The state of particle `i` at `time` (its age is time − its birth).
    public func state(of i: Int, at time: TimeInterval) -> State {
        let c = cells[Int(cell[i])]
        let t = time - birth[i]
        let t2 = 0.5 * t * t
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        return State(x: Double(x0[i]) + Double(vx[i]) * t + Double(c.ax) * t2,
                     y: Double(y0[i]) + Double(vy[i]) * t + Double(c.ay) * t2,
                     scale: max(Double(scale0[i]) + Double(c.scaleSpeed) * t, 0), angle: Double(spin[i]) * t,
                     red: clamp(Double(red[i]) + Double(c.redSpeed) * t), green: clamp(Double(green[i]) + Double(c.greenSpeed) * t),
                     blue: clamp(Double(blue[i]) + Double(c.blueSpeed) * t), alpha: clamp(Double(alpha[i]) + Double(c.alphaSpeed) * t),
                     cell: Int(cell[i]), age: t)
    }

    /// The birth time of particle `i` (emitter time).
    public func birthTime(of i: Int) -> TimeInterval { birth[i] }
    /// The lifetime particle `i` was given.
    public func lifetime(of i: Int) -> Float { life[i] }

    // MARK: Changing

    func setCells(_ rates: [CellRates]) { cells = rates }

    func restart(at time: TimeInterval) {
        count = 0
        self.time = time
        bounds = nil
    }

    func moveTime(to time: TimeInterval) { self.time = time }

    /// Lets particles at least `time` − birth ≥ lifetime old go, keeping the others in order.
    func removeDead(at time: TimeInterval) {
        var kept = 0
        for i in 0..<count where time - birth[i] < Double(life[i]) {
            if kept != i { move(i, to: kept) }
            kept += 1
        }
        count = kept
    }

    private func move(_ i: Int, to j: Int) {
        birth[j] = birth[i]; life[j] = life[i]; x0[j] = x0[i]; y0[j] = y0[i]; vx[j] = vx[i]; vy[j] = vy[i]
        scale0[j] = scale0[i]; spin[j] = spin[i]; red[j] = red[i]; green[j] = green[i]; blue[j] = blue[i]
        alpha[j] = alpha[i]; cell[j] = cell[i]
    }

    /// Appends a particle (dropped beyond `maximumCount`).
    func append(birth b: Double, life l: Float, x: Float, y: Float, vx u: Float, vy v: Float, scale s: Float,
                spin w: Float, color: (Float, Float, Float, Float), cell k: UInt16) {
        if count == capacity {
            guard capacity < ParticleSystem.maximumCount else { return }
            grow(to: min(max(capacity * 2, 256), ParticleSystem.maximumCount))
        }
        let i = count
        birth[i] = b; life[i] = l; x0[i] = x; y0[i] = y; vx[i] = u; vy[i] = v; scale0[i] = s; spin[i] = w
        red[i] = color.0; green[i] = color.1; blue[i] = color.2; alpha[i] = color.3; cell[i] = k
        count += 1
    }

    /// Moves the columns to a block of `n` rows, the live particles copied.
    private func grow(to n: Int) {
        // In 8-byte units: the birth times, eleven Float columns, the cell indices.
        let floats = (n + 1) / 2, cells = (n + 3) / 4
        let block = ManagedBuffer<Int, Double>.create(minimumCapacity: n + 11 * floats + cells) { _ in n }
        // The elements stay where they are while the block lives (`storage` keeps it, the old one until the copy).
        let base = block.withUnsafeMutablePointerToElements { $0 }
        func floatColumn(_ k: Int) -> UnsafeMutablePointer<Float> {
            UnsafeMutableRawPointer(base + n + k * floats).bindMemory(to: Float.self, capacity: n)
        }
        let live = count
        func moved<T>(_ old: UnsafeMutablePointer<T>, to new: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
            if live > 0 { new.update(from: old, count: live) }
            return new
        }
        birth = moved(birth, to: base)
        life = moved(life, to: floatColumn(0)); x0 = moved(x0, to: floatColumn(1)); y0 = moved(y0, to: floatColumn(2))
        vx = moved(vx, to: floatColumn(3)); vy = moved(vy, to: floatColumn(4))
        scale0 = moved(scale0, to: floatColumn(5)); spin = moved(spin, to: floatColumn(6))
        red = moved(red, to: floatColumn(7)); green = moved(green, to: floatColumn(8))
        blue = moved(blue, to: floatColumn(9)); alpha = moved(alpha, to: floatColumn(10))
        cell = moved(cell, to: UnsafeMutableRawPointer(base + n + 11 * floats).bindMemory(to: UInt16.self, capacity: n))
        storage = block
        capacity = n
    }

    /// A pointer for a column with no rows yet: aligned, never read or written (nothing is below `count`).
    private static func nowhere<T>(_: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<T>.alignment)!
    }

    /// Recomputes `bounds` at `time`: each particle's position grown by its sprite's half-diagonal × scale.
    func measure(at time: TimeInterval) {
        guard count > 0 else { bounds = nil; return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<count {
            let c = cells[Int(cell[i])]
            guard c.image != nil else { continue }
            let t = time - birth[i]
            let t2 = 0.5 * t * t
            let x = Double(x0[i]) + Double(vx[i]) * t + Double(c.ax) * t2
            let y = Double(y0[i]) + Double(vy[i]) * t + Double(c.ay) * t2
            let r = Double(c.radius) * max(Double(scale0[i]) + Double(c.scaleSpeed) * t, 0) + 1
            minX = min(minX, x - r); maxX = max(maxX, x + r); minY = min(minY, y - r); maxY = max(maxY, y + r)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { bounds = nil; return }
        bounds = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
