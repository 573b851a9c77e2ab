import Views

/// One app icon of the widget (seed 000's IconCell): clicking it jiggles it, once at a time.
final class IconView: View {
    let icon: ImageView
    let title: Label
    private(set) var animator: ViewPropertyAnimator?
    /// How many jiggles started (clicks while one runs do not restart it).
    private(set) var jiggleCount = 0

    init(index: Int, name: String) {
        icon = ImageView(image: Image(named: "icon-\(index % 8)"))
        title = Label(text: name, font: .systemFont(ofSize: 11), color: Color(white: 0.15))
        super.init()
        title.textAlignment = .center
        addSubview(icon)
        addSubview(title)
        let tap = TapGestureRecognizer()
        tap.addTarget(self, action: IconView.tapped)
        addGestureRecognizer(tap)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        icon.frame = CGRect(x: (bounds.width - 56) / 2, y: 2, width: 56, height: 56)
        title.frame = CGRect(x: 0, y: 60, width: bounds.width, height: 16)
    }

    func tapped(_ recognizer: TapGestureRecognizer) {
        iconJiggle()
    }

    func iconJiggle() {
        if let animator, animator.isRunning { return }
        jiggleCount += 1
        animator = AnimatorFactory.jiggle(view: icon)
    }
}
