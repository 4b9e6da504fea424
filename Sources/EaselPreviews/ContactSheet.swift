import Easel
import Foundation

/// `index.png`: every preview of an index in a grid, each picture fitted into a cell and labelled with
/// its name, file, line and size; a preview that has no picture shows why in its cell.
nonisolated public struct ContactSheet: View {
    /// Pictures fit in cells of this many points.
    static let cell = CGSize(width: 150, height: 260)
    let entries: [PreviewIndexEntry]
    let folder: URL
    let columns: Int

    /// A sheet of `entries`, whose pictures are relative to `folder`, `columns` cells wide (at most as
    /// many as entries; by default `automaticColumns`).
    public init(entries: [PreviewIndexEntry], folder: URL, columns: Int? = nil) {
        self.entries = entries
        self.folder = folder
        self.columns = max(1, min(columns ?? Self.automaticColumns(for: entries.count), entries.count))
    }

    /// Four columns, or as many as there are rows when more previews would make the sheet taller than
    /// wide and more: a package of 150 previews gets 13 columns of 12 rows, not 38 rows too tall to draw.
    public static func automaticColumns(for count: Int) -> Int {
        max(4, Int(Double(count).squareRoot().rounded(.up)))
    }

    /// The largest scale, up to 2, at which a sheet `size` big stays within `maxSide` pixels a side.
    public static func scale(for size: CGSize, maxSide: Int) -> Double {
        let side = max(size.width, size.height, 1)
        return min(2, (Double(maxSide) / side * 1000).rounded(.down) / 1000)
    }

    public var body: some View {
        Grid(alignment: .top, horizontalSpacing: 20, verticalSpacing: 24) {
            ForEach(Array(stride(from: 0, to: entries.count, by: columns)), id: \.self) { start in
                let row = start..<min(start + columns, entries.count)
                let height = row.map { fittedSize(entries[$0]).height }.max() ?? Self.cell.height
                GridRow {
                    ForEach(row, id: \.self) { index in
                        card(entries[index], pictureHeight: height)
                    }
                }
            }
        }
        .padding(24)
        .background(Color(white: 0.94))
    }

    /// A preview's cell: its picture at the bottom of a frame as tall as the row's tallest, then its labels.
    private func card(_ entry: PreviewIndexEntry, pictureHeight: CGFloat) -> some View {
        VStack(spacing: 4) {
            picture(entry)
                .frame(width: Self.cell.width, height: pictureHeight, alignment: .bottom)
                .padding(.bottom, 4)
            Text(entry.name ?? "Preview")
                .font(.caption.weight(.semibold))
            Text("\(entry.file):\(entry.line)")
                .font(.caption2)
            Text(sizeText(entry))
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .lineLimit(1)
        .frame(width: Self.cell.width)
    }

    /// How large a picture is drawn: fitted into the cell, never enlarged, so that previews keep their
    /// sizes relative to one another as the canvas shows them.
    private func fittedSize(_ entry: PreviewIndexEntry) -> CGSize {
        guard let size = entry.size, size.width > 0, size.height > 0 else { return CGSize(width: Self.cell.width, height: 100) }
        let factor = min(1, Self.cell.width / size.width, Self.cell.height / size.height)
        return CGSize(width: size.width * factor, height: size.height * factor)
    }

    @ViewBuilder private func picture(_ entry: PreviewIndexEntry) -> some View {
        if let image = entry.image, entry.error == nil {
            Image(contentsOfFile: folder.appendingPathComponent(image).path)
                .resizable()
                .frame(width: fittedSize(entry).width, height: fittedSize(entry).height)
                .overlay(Rectangle().stroke(Color.black.opacity(0.15), lineWidth: 1))
                .shadow(color: .black.opacity(0.12), radius: 4, y: 2)
        } else {
            ZStack {
                RoundedRectangle(cornerRadius: 8).fill(Color.red.opacity(0.08))
                RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red.opacity(0.6), lineWidth: 1)
                Text(entry.error ?? "not drawn")
                    .font(.caption)
                    .foregroundStyle(Color.red)
                    .multilineTextAlignment(.center)
                    .padding(8)
            }
        }
    }

    private func sizeText(_ entry: PreviewIndexEntry) -> String {
        guard let size = entry.size else { return "no picture" }
        return "\(Int(size.width)) × \(Int(size.height))"
    }
}
