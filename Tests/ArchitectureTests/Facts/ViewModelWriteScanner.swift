import Foundation

/// Finds the lines of Swift source where a View sets something on its ViewModel
/// (`viewModel.onTap = …`, `viewModel.count += 1`): a View only reads its ViewModel's
/// state and calls its inputs, so output goes one way. Text in comments and string
/// literals is ignored, and `==` is a comparison, not a write.
struct ViewModelWriteScanner: Sendable {
    /// The 1-based lines of `text` that write to `viewModel`.
    func writeLines(inSource text: String) -> [Int] {
        // `viewModel.a` or `viewModel.a.b`, then an assignment or a compound assignment.
        let write = #/\bviewModel\s*\.\s*[A-Za-z_][A-Za-z0-9_]*(\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)*\s*([-+*/%]?=)(?!=)/#
        var stripper = CodeStripper()
        var lines: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where stripper.code(in: line).contains(write) {
            lines.append(index + 1)
        }
        return lines
    }
}
