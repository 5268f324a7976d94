/// A QR Code symbol (ISO/IEC 18004) holding a text as UTF-8 in byte mode: versions 1–10,
/// any error correction level, the mask chosen by the standard's penalty rules.
///
/// The modules are the symbol's own; a reader also needs the light quiet zone of
/// `QRCode.quietZone` modules round it, which `QRCodeText` draws.
public struct QRCode: Equatable, Sendable {
    /// The versions this encoder makes.
    public static let supportedVersions = QRVersion.supported
    /// Light modules a reader needs on every side of the symbol.
    public static let quietZone = 4

    public let version: Int
    public let errorCorrection: QRErrorCorrection
    public let mask: Int
    /// Modules on a side (21 for version 1, 4 more a version).
    public let size: Int
    private let modules: [Bool]

    /// Encodes `text` in the smallest version that holds it at `errorCorrection` (or in
    /// `version`), with the mask of the lowest penalty (or `mask`).
    public init(
        text: String,
        errorCorrection: QRErrorCorrection = .medium,
        version requestedVersion: Int? = nil,
        mask requestedMask: Int? = nil
    ) throws(QRCodeError) {
        let bytes = Array(text.utf8)
        let chosen = try QRCode.version(for: bytes.count, level: errorCorrection, requested: requestedVersion)
        if let requestedMask, !QRMask.all.contains(requestedMask) { throw .invalidMask(requestedMask) }
        let blocks = chosen.blocks(errorCorrection)
        let data = QRDataCodewords.byteMode(bytes, version: chosen, capacity: blocks.dataCodewords)
        var matrix = QRMatrix(size: chosen.size)
        QRFunctionPatterns.draw(on: &matrix, version: chosen)
        QRDataPlacement.place(QRCodewordSequence.interleaved(data, blocks: blocks), on: &matrix)
        let candidates = requestedMask.map { [$0] } ?? Array(QRMask.all)
        let masked = candidates.map { (mask: $0, matrix: QRMask.applied($0, to: matrix, level: errorCorrection)) }
        let best = masked.min { QRPenalty.score($0.matrix) < QRPenalty.score($1.matrix) } ?? masked[0]
        version = chosen.number
        self.errorCorrection = errorCorrection
        mask = best.mask
        size = chosen.size
        modules = best.matrix.dark
    }

    /// Whether the module at `row`, `column` (from the top left, 0-based) is dark; outside
    /// the symbol is light.
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }

    /// The most bytes of UTF-8 a symbol of `version` holds at `level`.
    public static func byteCapacity(version: Int, level: QRErrorCorrection) -> Int? {
        supportedVersions.contains(version) ? QRVersion(number: version).byteCapacity(level) : nil
    }

    private static func version(for byteCount: Int, level: QRErrorCorrection, requested: Int?) throws(QRCodeError)
        -> QRVersion
    {
        if let requested {
            guard supportedVersions.contains(requested) else { throw .unsupportedVersion(requested) }
            let version = QRVersion(number: requested)
            guard byteCount <= version.byteCapacity(level) else { throw .doesNotFitVersion(requested) }
            return version
        }
        let versions = supportedVersions.map { QRVersion(number: $0) }
        guard let version = versions.first(where: { byteCount <= $0.byteCapacity(level) }) else {
            throw .tooLong(bytes: byteCount, maximumBytes: versions.last?.byteCapacity(level) ?? 0, level: level)
        }
        return version
    }
}
