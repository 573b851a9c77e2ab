import Views

/// Learns when the search field starts and stops editing (the parts of UISearchBarDelegate seed 000 uses).
protocol SearchBarDelegate: AnyObject {
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
}

/// A rounded search field: click to edit, type with the keyboard, a right-hand button to end.
final class SearchBar: View {
    weak var delegate: SearchBarDelegate?
    private let field = View()
    private let lens = View()
    private let handle = View()
    private let textLabel = Label(text: "Search", font: .systemFont(ofSize: 17), color: Color(white: 1, alpha: 0.7))
    let resultsButton = Button()
    private(set) var text = ""
    private(set) var isEditing = false

    override init() {
        super.init()
        field.backgroundColor = Color(white: 1, alpha: 0.28)
        field.cornerRadius = 10
        lens.borderWidth = 2
        lens.borderColor = Color(white: 1, alpha: 0.8)
        lens.cornerRadius = 6
        handle.backgroundColor = Color(white: 1, alpha: 0.8)
        handle.cornerRadius = 1
        resultsButton.setTitle("Done", for: .normal)
        resultsButton.setTitleColor(.white, for: .normal)
        resultsButton.titleLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        resultsButton.alpha = 0
        [field, lens, handle, textLabel, resultsButton].forEach(addSubview)
        let tap = TapGestureRecognizer()
        tap.addTarget(self, action: SearchBar.tappedField)
        field.addGestureRecognizer(tap)
        let done = TapGestureRecognizer()
        done.addTarget(self, action: SearchBar.tappedButton)
        resultsButton.addGestureRecognizer(done)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let buttonWidth: CGFloat = isEditing ? 64 : 0
        field.frame = CGRect(x: 0, y: 0, width: bounds.width - buttonWidth, height: bounds.height)
        lens.frame = CGRect(x: 12, y: bounds.height / 2 - 9, width: 12, height: 12)
        handle.frame = CGRect(x: 22, y: bounds.height / 2 + 2, width: 7, height: 2)
        handle.transform = CGAffineTransform(rotationAngle: .pi / 4)
        textLabel.frame = CGRect(x: 36, y: 0, width: field.bounds.width - 44, height: bounds.height)
        resultsButton.frame = CGRect(x: bounds.width - 60, y: 0, width: 60, height: bounds.height)
    }

    func tappedField(_ recognizer: TapGestureRecognizer) { becomeFirstResponder() }
    func tappedButton(_ recognizer: TapGestureRecognizer) { delegate?.searchBarResultsListButtonClicked(self) }

    /// Starts editing.
    func becomeFirstResponder() {
        guard !isEditing else { return }
        isEditing = true
        update()
        delegate?.searchBarTextDidBeginEditing(self)
    }

    /// Ends editing, clearing the text.
    func resignFirstResponder() {
        guard isEditing else { return }
        isEditing = false
        text = ""
        update()
        delegate?.searchBarTextDidEndEditing(self)
    }

    /// Types a key while editing; returns whether it was used.
    func type(_ key: Key) -> Bool {
        guard isEditing else { return false }
        switch key {
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .space: text += " "
        case .return: resignFirstResponder(); return true
        default:
            guard key.isAlphanumeric else { return false }
            text += key.modifiers.contains(.shift) ? key.name : key.name.lowercased()
        }
        update()
        delegate?.searchBar(self, textDidChange: text)
        return true
    }

    private func update() {
        textLabel.text = text.isEmpty ? (isEditing ? "Type to search…" : "Search") : text + "|"
        textLabel.textColor = text.isEmpty ? Color(white: 1, alpha: 0.7) : .white
        View.animate(withDuration: 0.25) {
            self.resultsButton.alpha = self.isEditing ? 1 : 0
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }
}
