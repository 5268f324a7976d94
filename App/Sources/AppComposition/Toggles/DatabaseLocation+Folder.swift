import Foundation
import Persistence

extension DatabaseLocation {
    /// The data folder, where files beside the database go (the remote config kept); nil in memory.
    var folderURL: URL? {
        guard case .directory(let url) = self else { return nil }
        return url
    }
}
