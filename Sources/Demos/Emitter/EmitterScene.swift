import Foundation
import Views

/// Particles as tutorials make them (CAEmitterLayer with the prefix dropped): snow falling for ever from a line
/// along the top of the screen, and a burst of confetti where you tap — an emitter whose `birthRate` is set
/// to 0 a moment later, so the pieces in flight finish their fall.
///
/// ```swift
/// // playground run emitter
/// let tester = try SceneTester(EmitterScene.self)
/// tester.tap(at: CGPoint(x: 190, y: 300))     // confetti there
/// ```
///
/// The snow never stops: the window pauses it after `IdlePause.limit` seconds without input, or while it is
/// hidden, and resumes it where it stood on the next input.
public final class EmitterScene: Scene {
    public override class var name: String { "emitter" }
    public override class var summary: String { "Core Animation: EmitterLayer snow forever and confetti on a tap" }
    public override class var hint: String { "Tap anywhere on the screen for confetti · the snow never stops" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Snow", "an EmitterLayer with a .line shape along the top edge, one cell, birthRate 40, lifetime 14"),
         HelpItem("Tap", "confetti: a .point EmitterLayer at the tap, five coloured cells; birthRate = 0 after "
                  + "\(EmitterScene.burstLength) s and the pieces finish their fall"),
         HelpItem("Idle", "the window pauses the snow after a minute without input or while hidden")]
    }

    private let phone = PhoneFrame(hint: EmitterScene.hint)
    let caption = SceneCaption(title: "Emitter", body: """
        EmitterLayer and EmitterCell: particles born at a birth rate, living a lifetime, moving with a velocity \
        and an acceleration, tinted by the cell's colour.

        Tap for confetti: the emitter's birthRate goes to 0 a moment later, as tutorials do, and the pieces \
        already in the air finish their fall.

        Particles run on the virtual clock from a seed: the same frames every run.
        """)

    /// The snow, behind the title and the confetti.
    let snow = EmitterLayer()
    /// The confetti bursts still running (emitting, or with pieces in the air).
    private(set) var bursts: [EmitterLayer] = []
    /// When each emitting burst stops (media time).
    private var stops: [(EmitterLayer, TimeInterval)] = []
    private var link: DisplayLink?
    private(set) var burstCount = 0

    /// The particles alive: the snow's and every burst's (the bench and the tests read it).
    public var particleCount: Int { bursts.reduce(snow.particleCount) { $0 + $1.particleCount } }

    /// How long a burst emits before its birthRate goes to 0.
    static let burstLength: TimeInterval = 0.3
    static let confettiColors: [Color] = [Color(hex: 0xFF3B30), Color(hex: 0xFFCC00), Color(hex: 0x34C759),
                                          Color(hex: 0x0A84FF), Color(hex: 0xFF2D92)]
    private let paper = ParticleImages.paper(width: 8, height: 14)
    private let flake = ParticleImages.dot(diameter: 14, softness: 0.6)

    public override func didLoad() {
        let screen = phone.showPage(in: view, caption: caption, title: "Emitter",
                                    screenColor: Color(hex: 0x14223A), titleColor: .white)
        screen.clipsToBounds = true
        let subtitle = Label(text: "Tap for confetti", font: .systemFont(ofSize: 15, weight: .medium),
                             color: Color(white: 1, alpha: 0.6))
        subtitle.frame = CGRect(x: 16, y: 48, width: 300, height: 22)
        screen.addSubview(subtitle)
        setUpSnow(in: screen)
        screen.addGestureRecognizer(TapGestureRecognizer(target: self, action: EmitterScene.tapped))
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    public override func willClose() {
        link?.invalidate()
        link = nil
    }

    // MARK: Snow

    private func setUpSnow(in screen: View) {
        snow.name = "snow"
        snow.seed = 23
        snow.emitterShape = .line
        snow.emitterPosition = CGPoint(x: screen.bounds.midX, y: -10)
        snow.emitterSize = CGSize(width: screen.bounds.width + 40, height: 1)
        let cell = EmitterCell()
        cell.name = "flake"
        cell.contents = flake
        cell.birthRate = 40
        cell.lifetime = 14
        cell.velocity = 70
        cell.velocityRange = 25
        cell.emissionLongitude = .pi / 2
        cell.emissionRange = .pi / 8
        cell.xAcceleration = -3
        cell.yAcceleration = 4
        cell.scale = 0.5
        cell.scaleRange = 0.25
        cell.color = Color(white: 1, alpha: 0.9).cgColor
        cell.alphaRange = 0.3
        snow.emitterCells = [cell]
        screen.layer.insertSublayer(snow, at: 0)     // behind the title
    }

    // MARK: Confetti

    func tapped(_ tap: TapGestureRecognizer) {
        burst(at: tap.location(in: phone.screen))
    }

    /// Starts a burst of confetti at `point` (screen coordinates).
    func burst(at point: CGPoint) {
        removeFinishedBursts()
        let confetti = EmitterLayer()
        confetti.name = "confetti"
        confetti.seed = UInt32(100 + burstCount)
        burstCount += 1
        confetti.emitterPosition = point
        confetti.emitterShape = .point
        confetti.emitterCells = EmitterScene.confettiColors.enumerated().map { i, color in
            let cell = EmitterCell()
            cell.name = "paper\(i)"
            cell.contents = paper
            cell.birthRate = 90
            cell.lifetime = 3.2
            cell.lifetimeRange = 0.6
            cell.velocity = 330
            cell.velocityRange = 140
            cell.emissionLongitude = -.pi / 2       // up
            cell.emissionRange = .pi * 1.2
            cell.yAcceleration = 520
            cell.spin = 3
            cell.spinRange = 9
            cell.scale = 0.9
            cell.scaleRange = 0.35
            cell.alphaSpeed = -0.25
            cell.color = color.cgColor
            return cell
        }
        phone.screen.layer.addSublayer(confetti)
        bursts.append(confetti)
        stops.append((confetti, CurrentMediaTime() + EmitterScene.burstLength))
        if link == nil {
            let link = DisplayLink(target: self, selector: EmitterScene.tick)
            link.add(to: .main, forMode: .default)
            self.link = link
        }
    }

    /// Each frame while bursts are on screen: a burst's birthRate goes to 0 when its moment is over, and a burst
    /// whose last piece landed leaves the tree (the link stops with the last one).
    func tick(_ link: DisplayLink) {
        stops.removeAll { emitter, at in
            guard link.timestamp >= at else { return false }
            emitter.birthRate = 0
            return true
        }
        removeFinishedBursts()
        if stops.isEmpty && bursts.isEmpty {
            link.invalidate()
            self.link = nil
        }
    }

    /// Bursts whose last piece landed leave the screen.
    private func removeFinishedBursts() {
        bursts.removeAll { burst in
            guard burst.birthRate == 0 && burst.particleCount == 0 else { return false }
            burst.removeFromSuperlayer()
            return true
        }
    }
}
