import Views

/// The Settings screen Edit presents (seed 000, chapter 23): a clear background so the blur behind shows, and
/// a card of options; choosing one dismisses it.
final class EditWidgetsViewController: ViewController {
    static let options = ["Cancel", "Show Widgets", "Hide Weather", "Reorder", "Add Widget"]
    var didDismiss: (() -> Void)?
    private(set) var rows: [View] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = nil
        let card = View(frame: CGRect(x: 24, y: 40, width: 327, height: 56 * CGFloat(EditWidgetsViewController.options.count) + 56))
        card.backgroundColor = Color(white: 1, alpha: 0.92)
        card.cornerRadius = 18
        card.clipsToBounds = true
        let title = Label(text: "Edit Widgets", font: .systemFont(ofSize: 20, weight: .bold), color: Color(white: 0.1))
        title.textAlignment = .center
        title.frame = CGRect(x: 0, y: 14, width: 327, height: 28)
        card.addSubview(title)
        for (i, option) in EditWidgetsViewController.options.enumerated() {
            let row = OptionRow(frame: CGRect(x: 0, y: 56 + CGFloat(i) * 56, width: 327, height: 56))
            row.borderWidth = 0.5
            row.borderColor = Color(white: 0.85)
            let label = Label(text: option, font: .systemFont(ofSize: 17, weight: i == 0 ? .semibold : .regular),
                              color: i == 0 ? Color(hex: 0xD0342C) : Color(hex: 0x0A5FD8))
            label.textAlignment = .center
            label.frame = row.bounds
            row.addSubview(label)
            let tap = TapGestureRecognizer()
            tap.addAction { [weak self] _ in self?.choose() }
            row.addGestureRecognizer(tap)
            rows.append(row)
            card.addSubview(row)
        }
        view.addSubview(card)
    }

    // Touches on the screen go on to the lock screen that presents it, where seed 000 handles them: a press
    // while the screen is still being presented pauses the present, and a drag then finishes or cancels it.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if !forwardToPresenter(.began, touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if !forwardToPresenter(.moved, touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if !forwardToPresenter(.ended, touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if !forwardToPresenter(.cancelled, touches, event) { super.touchesCancelled(touches, with: event) }
    }

    /// Hands the touches of `phase` to the presenting controller; false when there is none.
    private func forwardToPresenter(_ phase: TouchPhase, _ touches: Set<Touch>, _ event: Event?) -> Bool {
        guard let presenter = presentingViewController else { return false }
        switch phase {
        case .began: presenter.touchesBegan(touches, with: event)
        case .moved, .stationary: presenter.touchesMoved(touches, with: event)
        case .ended: presenter.touchesEnded(touches, with: event)
        case .cancelled: presenter.touchesCancelled(touches, with: event)
        }
        return true
    }

    /// Escape dismisses the screen as choosing a row does: animated, and the lock screen un-blurs.
    override func accessibilityPerformEscape() -> Bool {
        choose()
        return true
    }

    /// Choosing a row dismisses the screen (once it is on screen: not while it is presented or dismissed).
    func choose() {
        guard !isBeingPresented, !isBeingDismissed else { return }
        dismiss(animated: true) { [weak self] in self?.didDismiss?() }
    }
}

/// An option of the card: it greys while pressed, as a table cell highlights, and clears once the finger moves
/// off it. Its touches go on up the responder chain, to the lock screen: a press on the card while it is being
/// presented pauses the present, and a drag then finishes or cancels it.
final class OptionRow: PressHighlightingView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        pressedColor = Color(white: 0, alpha: 0.08)
        followsFinger = true
    }
}
