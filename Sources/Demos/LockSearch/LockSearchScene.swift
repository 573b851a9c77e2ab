import Views

/// Seeds 000 and 003: the LockSearch lock screen — wallpaper, date, search bar, a table view of widgets (an
/// icon grid with Show More, Up Next, Edit).
///
/// ```swift
/// // playground run locksearch
/// let tester = try SceneTester(LockSearchScene.self, size: CGSize(width: 1280, height: 800))
/// tester.key(.s)                   // switches the Show More spring
/// ```
///
/// Searching blurs the screen; clicking an icon jiggles it; the wheel over an icon previews it with pressure,
/// committing opens its menu above the dark blur; pulling the table down presents Settings through the scroll
/// view's delegate.
public final class LockSearchScene: Scene, WidgetsOwner, SearchBarDelegate {
    public override class var name: String { "locksearch" }
    public override class var summary: String { "Seeds 000/003: lock screen with animated blur, jiggle, Show More and a pressure preview" }
    public override class var hint: String {
        "Click Search and type · wheel up/down over an icon, or hold it, to peek · Show More · Edit · pull the list"
    }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Click the search bar", "the blur animates in on a custom curve; type, ←/→ move, Shift selects"),
         HelpItem("Return, Esc or Done", "ends the search (so does emptying it)"),
         HelpItem("Click an icon", "it jiggles (one at a time)"),
         HelpItem("Show More / Show Less", "springs the widget open or closed (seed 000's slow physical spring)"),
         HelpItem("S", "switch Show More to a brisk spring and back"),
         HelpItem("Wheel up over an icon", "presses harder: the preview grows, keep going and it pops into its menu"),
         HelpItem("Wheel down", "eases off; stop turning and it lets go"),
         HelpItem("Hold an icon still", "trackpads: the press builds after 0.5 s"),
         HelpItem("Click the blur or Esc", "closes the menu"),
         HelpItem("Edit", "presents Settings; click during it to pause, then drag 40 pt down to finish or up to cancel (holding on or in a new press)"),
         HelpItem("Pull the list down", "presents Settings by hand"),
         HelpItem("Esc", "steps back: search, menu, Settings, then the launcher")]
    }

    let phone = PhoneFrame(hint: LockSearchScene.hint)
    private let caption = SceneCaption(title: "LockSearch", body: """
        Click the search bar: the blur animates in on a custom curve. Type anything (capitals, \
        punctuation, CJK through an input method); Return, Esc or Done ends it.

        Click an icon: it jiggles. Show More springs the widget open with seed 000's spring, so overdamped \
        that it creeps for minutes (as UIKit runs it); S switches to a brisk one.

        Turn the mouse wheel over an icon (or hold it still): the preview grows with pressure, wheel \
        down eases off; keep pressing to commit and open its menu, stop and it settles back. \
        Click the blur to dismiss the menu.

        Edit presents Settings (click during it to pause, then drag down to finish or up to cancel). Pull \
        the widgets down to present it by hand.
        """)
    var screen: View { phone.screen }
    /// Hosts the lock screen's controller, so Settings can be presented over it.
    let window = Window()
    let lockController = LockScreenController()
    /// The lock screen's root view (the controller's), filling the phone screen.
    var content: View { lockController.view }
    let wallpaper = ImageView(image: Image(named: "wallpaper"))
    let dateLabel = Label(text: "09:41", font: .systemFont(ofSize: 64, weight: .light), color: .white)
    let dayLabel = Label(text: "Monday, 12 September", font: .systemFont(ofSize: 20), color: .white)
    let searchBar = SearchBar()
    /// The widgets' table: a scroll view whose delegate is the scene (pull to present).
    let tableView = TableView(frame: CGRect(x: 0, y: 190, width: 375, height: 470))
    /// The table's rows, as the data source last handed them out.
    var widgetCell: WidgetCell!
    var upNextCell: UpNextCell!
    var editCell: EditCell!
    /// The Favourites card.
    var widget: WidgetView { widgetCell.widgetView }
    var editButton: Button { editCell.button }
    let blurView = VisualEffectView(effect: nil)
    private(set) var dateTopConstraint: LayoutConstraint!

    // Show More's spring, and the line that says which it is (S switches).
    var showMoreSpring = ShowMoreSpring.seed
    let springPill = View()
    let springLabel = Label(text: "", font: .systemFont(ofSize: 12, weight: .medium), color: .white)
    var springPillShowings = 0

    // The preview (seed 000, "interactive 3D touch animation").
    private(set) var startFrame: CGRect?
    private(set) var previewView: View?
    private(set) var previewAnimator: ViewPropertyAnimator?
    let previewEffectView = IconEffectView(blur: .extraLight)
    private var dismissTap: TapGestureRecognizer?

    // Settings (seed 000 chapter 23, seed 003).
    let presentTransition = PresentTransition()
    var settingsController: EditWidgetsViewController?
    var isDragging = false
    var isPresentingSettings = false
    var touchesStartPointY: CGFloat?

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x101216)
        view.addSubview(caption)
        view.addSubview(phone)
        window.frame = screen.bounds
        screen.addSubview(window)
        lockController.scene = self
        window.rootViewController = lockController
        wallpaper.contentMode = .scaleAspectFill
        wallpaper.frame = content.bounds
        content.addSubview(wallpaper)

        dateLabel.textAlignment = .center
        content.addSubview(dateLabel)
        dateTopConstraint = dateLabel.topAnchor.constraint(equalTo: content.topAnchor, constant: 30)
        dateTopConstraint.isActive = true
        dateLabel.leadingAnchor.constraint(equalTo: content.leadingAnchor).isActive = true
        dateLabel.widthAnchor.constraint(equalTo: content.widthAnchor).isActive = true
        dateLabel.heightAnchor.constraint(equalToConstant: 72).isActive = true
        dayLabel.textAlignment = .center
        dayLabel.frame = CGRect(x: 0, y: 150, width: 375, height: 26)
        content.addSubview(dayLabel)

        tableView.register(WidgetCell.self, forCellReuseIdentifier: WidgetCell.identifier)
        tableView.register(UpNextCell.self, forCellReuseIdentifier: UpNextCell.identifier)
        tableView.register(EditCell.self, forCellReuseIdentifier: EditCell.identifier)
        tableView.delegate = self
        tableView.dataSource = self
        content.addSubview(tableView)
        tableView.layoutIfNeeded()

        blurView.frame = content.bounds
        blurView.isUserInteractionEnabled = false
        content.addSubview(blurView)
        searchBar.frame = CGRect(x: 16, y: 24, width: 343, height: 40)
        searchBar.delegate = self
        content.addSubview(searchBar)
        addSpringPill()

        viewWillAppear()
        View.performWithoutAnimation { content.layoutIfNeeded() }
        viewDidAppear()
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    public override func handleKey(_ key: Key) -> Bool {
        guard key == .s, key.modifiers.isEmpty else { return false }
        switchShowMoreSpring()
        return true
    }

    /// Escape steps back: out of the search (the field itself takes Escape while it edits), then the icon's
    /// menu closes, then the edit screen is dismissed.
    public override func performEscape() -> Bool {
        if searchBar.isEditing {
            searchBar.resignFirstResponder()
            return true
        }
        if let dismissTap, dismissTap.view === blurView {
            dismissMenu()
            return true
        }
        return super.performEscape()
    }

    // MARK: Appearing (seed 000, chapters 20 and 21)

    private func viewWillAppear() {
        tableView.transform = CGAffineTransform(scaleX: 0.67, y: 0.67)
        tableView.alpha = 0
        dateTopConstraint.constant -= 100
    }

    private func viewDidAppear() {
        AnimatorFactory.scaleUp(view: tableView).startAnimation()
        AnimatorFactory.animateConstraint(view: content, constraint: dateTopConstraint, by: 150).startAnimation()
    }

    // MARK: Search and blur

    /// The blur itself animates in (not a cross-fade) while the table shrinks and fades.
    /// The transition keeps the blur blocks (which hold the scene) between presents: let them go on leaving.
    public override func willClose() {
        presentTransition.auxAnimations = nil
        presentTransition.auxAnimationsCancel = nil
    }

    func blurAnimations(_ blurred: Bool) -> () -> Void {
        return {
            self.blurView.effect = blurred ? BlurEffect(style: .dark) : nil
            self.tableView.transform = blurred ? CGAffineTransform(scaleX: 0.75, y: 0.75) : .identity
            self.tableView.alpha = blurred ? 0.33 : 1.0
        }
    }

    func toggleBlur(_ blurred: Bool) {
        ViewPropertyAnimator(duration: 0.55, controlPoint1: CGPoint(x: 0.57, y: -0.4),
                             controlPoint2: CGPoint(x: 0.96, y: 0.87), animations: blurAnimations(blurred)).startAnimation()
    }

    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { toggleBlur(true) }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { toggleBlur(false) }
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar) { searchBar.resignFirstResponder() }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        if searchText.isEmpty { searchBar.resignFirstResponder() }
    }

    // MARK: WidgetsOwner (the pressure preview)

    /// Previews wait while searching: both use the blur view.
    var canStartPreview: Bool { !searchBar.isEditing && !blurView.isUserInteractionEnabled }

    func startPreview(for forView: View) {
        // A preview still settling back is dropped where it is: the new one starts from there.
        if let old = previewAnimator, old.state == .active { old.stopAnimation(true) }
        previewView?.removeFromSuperview()
        guard let snapshot = forView.snapshotView(afterScreenUpdates: false) else { return }
        previewView = snapshot
        content.insertSubview(snapshot, aboveSubview: blurView)
        snapshot.frame = forView.convert(forView.bounds, to: content)
        startFrame = snapshot.frame
        addEffectView(below: snapshot)
        previewAnimator = AnimatorFactory.grow(view: previewEffectView, blurView: blurView)
    }

    func addEffectView(below forView: View) {
        previewEffectView.removeFromSuperview()
        View.performWithoutAnimation {
            previewEffectView.transform = .identity
            previewEffectView.frame = forView.frame
        }
        forView.superview?.insertSubview(previewEffectView, belowSubview: forView)
    }

    func updatePreview(percent: CGFloat) {
        previewAnimator?.fractionComplete = max(0.01, min(0.99, percent))
    }

    /// How much the icon swells as the press goes from the peek to the pop.
    static let commitSwell: CGFloat = 0.12

    /// Past the peek (the seed stops at the peek): the icon swells as the press deepens toward the pop, so
    /// every step of pressure shows.
    func updateCommit(percent: CGFloat) {
        guard let previewView else { return }
        let scale = 1 + LockSearchScene.commitSwell * max(0, min(1, percent))
        View.performWithoutAnimation { previewView.transform = CGAffineTransform(scaleX: scale, y: scale) }
    }

    /// The swollen icon settles back to its size (the menu opened, or the press let go).
    private func unswell(_ snapshot: View?) {
        guard let snapshot, snapshot.transform != .identity else { return }
        ViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { snapshot.transform = .identity }.startAnimation()
    }

    func cancelPreview() {
        guard let previewAnimator else { return }
        previewAnimator.isReversed = true
        previewAnimator.startAnimation()
        let snapshot = previewView
        unswell(snapshot)
        previewAnimator.addCompletion { [weak self, weak previewAnimator] position in
            guard let self, position == .start else { return }
            snapshot?.removeFromSuperview()
            // Only the preview this animator showed: a newer one may have taken the effect view.
            if self.previewAnimator === previewAnimator || self.previewAnimator == nil {
                self.previewEffectView.removeFromSuperview()
                self.previewAnimator = nil
            }
        }
    }

    func finishPreview() {
        previewAnimator?.stopAnimation(false)
        previewAnimator?.finishAnimation(at: .end)
        previewAnimator = nil
        AnimatorFactory.complete(view: previewEffectView).startAnimation()
        unswell(previewView)
        blurView.effect = BlurEffect(style: .dark)
        blurView.isUserInteractionEnabled = true
        let tap = TapGestureRecognizer(target: self, action: LockSearchScene.dismissMenu)
        blurView.addGestureRecognizer(tap)
        dismissTap = tap
    }

    /// Seed 000's `@objc func dismissMenu()`: a target-action without the sender.
    func dismissMenu() {
        guard let startFrame else { return }
        if let dismissTap { blurView.removeGestureRecognizer(dismissTap) }
        let reset = AnimatorFactory.reset(frame: startFrame, view: previewEffectView, blurView: blurView)
        reset.addCompletion { _ in
            self.previewEffectView.removeFromSuperview()
            self.previewView?.removeFromSuperview()
            self.blurView.isUserInteractionEnabled = false
        }
        reset.startAnimation()
    }
}
