import Foundation
import Views

/// Gradient and text layers as tutorials write them, prefixes dropped: "slide to unlock" (a label masked by a
/// gradient whose `locations` sweep a bright band across it, forever), the three gradient types (one animating
/// its colours, one its start point) and a counter in a text layer (tap: the number counts up, its `fontSize`
/// pops and its colour changes implicitly).
///
/// ```swift
/// // playground run shimmer
/// let tester = try SceneTester(ShimmerScene.self)
/// tester.tap(at: scene.counterTile.center)      // 1, with a fontSize pop
/// ```
public final class ShimmerScene: Scene {
    public override class var name: String { "shimmer" }
    public override class var summary: String { "GradientLayer and TextLayer: the slide-to-unlock shimmer, gradient types, a counter" }
    public override class var hint: String { "Watch the shimmer · tap the counter to count up" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Slide to unlock", "a Label masked by a GradientLayer; BasicAnimation on \"locations\" "
                  + "from [-0.4, -0.2, 0] to [1, 1.2, 1.4], 2 s, repeatCount .infinity"),
         HelpItem("Axial · radial · conic", "GradientLayer.type; the axial one animates \"colors\", the radial "
                  + "one \"startPoint\" (autoreversed)"),
         HelpItem("Tap the counter", "TextLayer.string counts up; \"fontSize\" pops (explicit, autoreversed) and "
                  + "foregroundColor changes implicitly (0.25 s)")]
    }

    private let phone = PhoneFrame(hint: ShimmerScene.hint)
    let caption = SceneCaption(title: "Shimmer", body: """
        Gradient and text layers, written as a tutorial writes them with "CA" and "UI" dropped.

        The unlock text is a Label whose layer's mask is a GradientLayer; animating the gradient's locations \
        sweeps the bright band across the text.

        Tap the counter: a TextLayer's string counts up and its fontSize pops.
        """)

    // The unlock track, the gradient tiles and the counter.
    let track = View(frame: CGRect(x: 16, y: 76, width: 343, height: 72))
    let knob = View(frame: CGRect(x: 8, y: 8, width: 56, height: 56))
    let unlockLabel = Label(text: "slide to unlock", font: .systemFont(ofSize: 24), color: Color(white: 0.93))
    let shimmerMask = GradientLayer()

    let axialTile = LayerTile(title: "Axial · colors", frame: CGRect(x: 12, y: 176, width: 111, height: 150))
    let radialTile = LayerTile(title: "Radial · center", frame: CGRect(x: 132, y: 176, width: 111, height: 150))
    let conicTile = LayerTile(title: "Conic", frame: CGRect(x: 252, y: 176, width: 111, height: 150))
    let counterTile = LayerTile(title: "Counter · TextLayer, tap", frame: CGRect(x: 12, y: 338, width: 351, height: 168))
    let placeholderTile = LayerTile(title: "Placeholder · a layer's mask", frame: CGRect(x: 12, y: 518, width: 351, height: 130))
    let placeholder = Layer()
    let placeholderMask = GradientLayer()
    let axial = GradientLayer()
    let radial = GradientLayer()
    let conic = GradientLayer()
    let counter = TextLayer()
    let counterNote = TextLayer()

    /// The shimmer's sweep: one pass across the text.
    static let sweepDuration: TimeInterval = 2
    static let counterColors: [Color] = [.systemBlue, .systemPink, .systemGreen, .systemOrange, .systemPurple]
    private(set) var count = 0

    public override func didLoad() {
        let screen = phone.showPage(in: view, caption: caption, title: "Shimmer",
                                    screenColor: Color(hex: 0x07080B), titleColor: .white)
        setUpUnlock(in: screen)
        for tile in [axialTile, radialTile, conicTile, counterTile, placeholderTile] { screen.addSubview(tile) }
        setUpGradients()
        setUpCounter()
        setUpPlaceholder()
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    // MARK: Slide to unlock: a label masked by a gradient whose locations move

    private func setUpUnlock(in screen: View) {
        track.backgroundColor = Color(hex: 0x1C1F27)
        track.cornerRadius = 36
        screen.addSubview(track)
        knob.backgroundColor = Color(white: 0.94)
        knob.cornerRadius = 28
        let chevron = ShapeLayer()
        chevron.frame = knob.bounds
        let arrow = BezierPath()
        arrow.move(to: CGPoint(x: 23, y: 18))
        arrow.addLine(to: CGPoint(x: 33, y: 28))
        arrow.addLine(to: CGPoint(x: 23, y: 38))
        chevron.path = arrow.cgPath
        chevron.fillColor = nil
        chevron.strokeColor = Color(hex: 0x1C1F27).cgColor
        chevron.lineWidth = 4
        chevron.lineCap = .round
        chevron.lineJoin = .round
        knob.layer.addSublayer(chevron)
        track.addSubview(knob)

        unlockLabel.textAlignment = .center
        unlockLabel.frame = CGRect(x: 72, y: 0, width: 343 - 72 - 20, height: 72)
        unlockLabel.isUserInteractionEnabled = false
        track.addSubview(unlockLabel)

        // The tutorial's shimmer: dim text, a bright band where the mask is opaque.
        shimmerMask.frame = unlockLabel.bounds
        let dim = Color.white.withAlphaComponent(0.28).cgColor
        shimmerMask.colors = [dim, Color.white.cgColor, dim]
        shimmerMask.startPoint = CGPoint(x: 0, y: 0.5)
        shimmerMask.endPoint = CGPoint(x: 1, y: 0.5)
        shimmerMask.locations = [-0.4, -0.2, 0]
        unlockLabel.layer.mask = shimmerMask

        let sweep = BasicAnimation(keyPath: "locations")
        sweep.fromValue = [-0.4, -0.2, 0.0]
        sweep.toValue = [1.0, 1.2, 1.4]
        sweep.duration = ShimmerScene.sweepDuration
        sweep.repeatCount = .infinity
        shimmerMask.add(sweep, forKey: "shimmer")
    }

    // MARK: Gradient types

    private func setUpGradients() {
        let side: CGFloat = 84
        for (layer, tile) in [(axial, axialTile), (radial, radialTile), (conic, conicTile)] {
            layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            layer.position = tile.stageCenter
            tile.stage.layer.addSublayer(layer)
        }
        axial.cornerRadius = 16
        axial.masksToBounds = true
        axial.colors = [Color.systemPink.cgColor, Color.systemOrange.cgColor, Color.systemYellow.cgColor]
        axial.startPoint = CGPoint(x: 0, y: 0)
        axial.endPoint = CGPoint(x: 1, y: 1)
        let recolor = BasicAnimation(keyPath: "colors")
        recolor.fromValue = [Color.systemPink.cgColor, Color.systemOrange.cgColor, Color.systemYellow.cgColor]
        recolor.toValue = [Color.systemIndigo.cgColor, Color.systemTeal.cgColor, Color.systemGreen.cgColor]
        recolor.duration = 1.6
        recolor.autoreverses = true
        recolor.repeatCount = .infinity
        recolor.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        axial.add(recolor, forKey: "recolor")

        radial.type = .radial
        radial.cornerRadius = side / 2
        radial.masksToBounds = true
        radial.colors = [Color.white.cgColor, Color.systemBlue.cgColor, Color(hex: 0x0A1F4D).cgColor]
        radial.locations = [0, 0.45, 1]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1.1, y: 1.1)
        let glint = BasicAnimation(keyPath: "startPoint")
        glint.fromValue = CGPoint(x: 0.3, y: 0.3)
        glint.toValue = CGPoint(x: 0.7, y: 0.6)
        glint.duration = 1.4
        glint.autoreverses = true
        glint.repeatCount = .infinity
        glint.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        radial.add(glint, forKey: "glint")

        conic.type = .conic
        conic.cornerRadius = side / 2
        conic.masksToBounds = true
        conic.colors = [Color.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                        .systemPurple, .systemRed].map(\.cgColor)
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
    }

    // MARK: Placeholder: loading bars under a sweeping mask (a standalone layer's mask)

    private func setUpPlaceholder() {
        placeholder.frame = CGRect(x: 18, y: 14, width: 315, height: 76)
        let grey = Color(hex: 0xC9CED8).cgColor
        let avatar = Layer()
        avatar.frame = CGRect(x: 0, y: 10, width: 56, height: 56)
        avatar.cornerRadius = 28
        avatar.backgroundColor = grey
        placeholder.addSublayer(avatar)
        for (i, width) in [CGFloat(240), 190, 215].enumerated() {
            let bar = Layer()
            bar.frame = CGRect(x: 72, y: 10 + CGFloat(i) * 22, width: width, height: 12)
            bar.cornerRadius = 6
            bar.backgroundColor = grey
            placeholder.addSublayer(bar)
        }
        placeholderTile.stage.layer.addSublayer(placeholder)

        // The band is where the mask lets less through: a lighter stripe crossing the grey bars.
        placeholderMask.frame = placeholder.bounds
        let faint = Color.white.withAlphaComponent(0.3).cgColor
        placeholderMask.colors = [Color.white.cgColor, faint, Color.white.cgColor]
        placeholderMask.startPoint = CGPoint(x: 0, y: 0.2)
        placeholderMask.endPoint = CGPoint(x: 1, y: 0.8)
        placeholderMask.locations = [-0.3, -0.15, 0]
        placeholder.mask = placeholderMask
        let sweep = BasicAnimation(keyPath: "locations")
        sweep.fromValue = [-0.3, -0.15, 0.0]
        sweep.toValue = [1.0, 1.15, 1.3]
        sweep.duration = 1.5
        sweep.repeatCount = .infinity
        placeholderMask.add(sweep, forKey: "sweep")
    }

    // MARK: Counter: a text layer whose string, fontSize and colour change

    private func setUpCounter() {
        let stage = counterTile.stage
        counter.frame = CGRect(x: 0, y: 16, width: stage.bounds.width, height: 76)
        counter.string = "0"
        counter.font = Font.systemFont(ofSize: 48, weight: .bold)
        counter.fontSize = 48
        counter.foregroundColor = ShimmerScene.counterColors[0].cgColor
        counter.alignmentMode = .center
        counter.contentsScale = 2
        stage.layer.addSublayer(counter)

        counterNote.frame = CGRect(x: 16, y: 94, width: stage.bounds.width - 32, height: 40)
        counterNote.string = "string · fontSize (animated) · foregroundColor (implicit) · alignmentMode .center · isWrapped"
        counterNote.fontSize = 13
        counterNote.foregroundColor = Color(hex: 0x6B7080).cgColor
        counterNote.alignmentMode = .center
        counterNote.isWrapped = true
        counterNote.truncationMode = .end
        stage.layer.addSublayer(counterNote)

        let tap = TapGestureRecognizer(target: self, action: ShimmerScene.countUp)
        counterTile.addGestureRecognizer(tap)
    }

    func countUp() {
        count += 1
        counter.string = "\(count)"
        // Implicit: a standalone layer's foregroundColor animates on its own (0.25 s).
        counter.foregroundColor = ShimmerScene.counterColors[count % ShimmerScene.counterColors.count].cgColor
        // Up to 64 and back, from the size on screen: a tap during a pop carries on from where it is.
        let pop = KeyframeAnimation(keyPath: "fontSize")
        pop.values = [counter.presentation()?.fontSize ?? counter.fontSize, 64, counter.fontSize]
        pop.keyTimes = [0, 0.5, 1]
        pop.duration = 0.3
        pop.timingFunctions = [MediaTimingFunction(name: .easeOut), MediaTimingFunction(name: .easeIn)]
        counter.add(pop, forKey: "pop")
    }
}
