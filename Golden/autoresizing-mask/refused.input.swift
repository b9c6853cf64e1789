import UIKit

/// Sizes itself by frame.
final class Pill: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        sizeToFit()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class StatusView: UIView {
    private let hint = UILabel()
    private let chip = UILabel()
    private let pill = Pill()
    private let spacer = UIView()
    private let flag = UILabel()
    // Other files can reach it: the index records no `frame` use of it.
    let tagline = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hint)
        addSubview(chip)
        addSubview(pill)
        addSubview(spacer)
        addSubview(flag)
        addSubview(tagline)
        decorate(chip)
        flag.translatesAutoresizingMaskIntoConstraints = true
        let width = spacer.widthAnchor.constraint(equalToConstant: 4)
        width.isActive = true
        NSLayoutConstraint.activate([
            hint.leadingAnchor.constraint(equalTo: leadingAnchor),
            hint.topAnchor.constraint(equalTo: topAnchor),
            chip.leadingAnchor.constraint(equalTo: leadingAnchor),
            chip.bottomAnchor.constraint(equalTo: bottomAnchor),
            pill.trailingAnchor.constraint(equalTo: trailingAnchor),
            pill.topAnchor.constraint(equalTo: topAnchor),
            pill.widthAnchor.constraint(equalToConstant: 60),
            pill.heightAnchor.constraint(equalToConstant: 20),
            spacer.leadingAnchor.constraint(equalTo: leadingAnchor),
            spacer.topAnchor.constraint(equalTo: topAnchor),
            spacer.bottomAnchor.constraint(equalTo: bottomAnchor),
            flag.centerXAnchor.constraint(equalTo: centerXAnchor),
            flag.centerYAnchor.constraint(equalTo: centerYAnchor),
            tagline.centerXAnchor.constraint(equalTo: centerXAnchor),
            tagline.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        hint.frame.origin.y = 4
    }

    private func decorate(_ label: UILabel) {
        label.alpha = 0.5
    }

    func addBox(animated: Bool) {
        // Created with a frame of its own.
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: topAnchor),
            box.leadingAnchor.constraint(equalTo: leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        // Its line holds other code.
        let dot = UILabel(); addSubview(dot)
        dot.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        dot.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        // Constrained in one branch only.
        let line = UILabel()
        addSubview(line)
        line.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        if animated {
            line.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        }
        // A cell: its table view sizes and places it.
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        addSubview(cell)
        NSLayoutConstraint.activate([
            cell.topAnchor.constraint(equalTo: topAnchor),
            cell.bottomAnchor.constraint(equalTo: bottomAnchor),
            cell.leadingAnchor.constraint(equalTo: leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
}
