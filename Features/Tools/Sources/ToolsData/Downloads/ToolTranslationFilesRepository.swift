import AppCore
import Foundation
import Primitives

/// A translation's files — its manifest, pages and tips — downloaded from the content
/// source once, checked against their SHA-256, and read from the database after
/// that, also with the source gone.
///
/// This is the one way content files are fetched: the reader uses it for a tool's
/// languages, and downloading a whole language for offline use is the same call
/// for each of its tools.
public struct ToolTranslationFilesRepository: Sendable {
    /// Hears a translation's download progress, from whatever thread does the work.
    public typealias ProgressHandler = @Sendable (ToolDownloadProgressDataModel) -> Void

    private let store: ToolsFileStoreDAO
    private let source: any ToolsContentSource
    private let clock: any AppClock
    private let fetchedManifests: FetchedManifests

    /// `fetchedManifests` is shared by every repository of a session (the data layer makes one).
    public init(
        store: ToolsFileStoreDAO, source: any ToolsContentSource, clock: any AppClock,
        fetchedManifests: FetchedManifests = FetchedManifests()
    ) {
        self.store = store
        self.source = source
        self.clock = clock
        self.fetchedManifests = fetchedManifests
    }

    /// Whether every file of the translation is saved.
    public func isSaved(_ request: ToolTranslationRequestDataModel) async throws(ToolsDownloadError) -> Bool {
        do {
            return try await store.completeDownload(manifestName: request.manifestName) != nil
        } catch {
            throw .storage
        }
    }

    /// Downloads what is not saved yet of the translation and records it as saved.
    /// Files already saved (for this or another translation) are not fetched again.
    /// A file whose bytes do not match its checksum is refused and not kept; the files
    /// saved before it stay. Returns how many files were fetched from the source.
    @discardableResult
    public func download(
        _ request: ToolTranslationRequestDataModel, onProgress: ProgressHandler = { _ in }
    ) async throws(ToolsDownloadError) -> Int {
        if try await isSaved(request) { return 0 }
        var fetched = 0
        let manifestBytes = try await manifestBytes(request.manifestName, fetched: &fetched)
        let manifestHash = SHA256.hexDigest(of: manifestBytes)
        let manifest: ToolManifestDataModel
        do { manifest = try ToolManifestDecoder().decode(manifestBytes) } catch {
            throw .unreadable(fileName: request.manifestName)
        }
        try await save(manifestBytes, sha256: manifestHash)
        let pages = Self.uniqueFiles(manifest.pages + manifest.tips.map(\.file))
        let total = pages.count + 1
        onProgress(ToolDownloadProgressDataModel(completedFiles: 1, totalFiles: total))
        let saved: Set<String>
        do { saved = try await store.savedHashes(among: Set(pages.map(\.sha256))) } catch { throw .storage }
        for (index, page) in pages.enumerated() {
            if !saved.contains(page.sha256) {
                let bytes = try await fetch(page.source)
                fetched += 1
                guard SHA256.hexDigest(of: bytes) == page.sha256 else { throw .checksumMismatch(fileName: page.source) }
                try await save(bytes, sha256: page.sha256)
            }
            onProgress(ToolDownloadProgressDataModel(completedFiles: index + 2, totalFiles: total))
        }
        do {
            try await store.recordDownload(
                ToolsDownloadDataModel(
                    manifestName: request.manifestName, manifestSha256: manifestHash, resourceId: request.resourceId,
                    languageId: request.languageId, translationId: request.translationId,
                    fileHashes: Set(pages.map(\.sha256)), downloadedAt: clock.now()
                ))
        } catch {
            throw .storage
        }
        return fetched
    }

    /// The saved downloads of the tool in the language, the latest first: the older version a
    /// reader falls back on when the latest translation cannot be fetched.
    public func savedRequests(resourceId: String, languageId: String) async throws(ToolsDownloadError)
        -> [ToolTranslationRequestDataModel]
    {
        do {
            return try await store.downloads()
                .filter { $0.resourceId == resourceId && $0.languageId == languageId }
                .sorted { $0.downloadedAt > $1.downloadedAt }
                .map {
                    ToolTranslationRequestDataModel(
                        manifestName: $0.manifestName, resourceId: $0.resourceId, languageId: $0.languageId,
                        translationId: $0.translationId)
                }
        } catch {
            throw .storage
        }
    }

    /// The saved translation, read from the database; `nil` when it is not all saved.
    public func savedContent(_ request: ToolTranslationRequestDataModel) async throws(ToolsDownloadError)
        -> ToolTranslationContentDataModel?
    {
        let download: ToolsDownloadDataModel
        do {
            guard let complete = try await store.completeDownload(manifestName: request.manifestName) else { return nil }
            download = complete
        } catch {
            throw .storage
        }
        guard let manifestBytes = try await savedFile(download.manifestSha256) else { return nil }
        let manifest: ToolManifestDataModel
        do { manifest = try ToolManifestDecoder().decode(manifestBytes) } catch {
            throw .unreadable(fileName: request.manifestName)
        }
        var pages: [ToolPageDataModel] = []
        for page in manifest.pages {
            guard let bytes = try await savedFile(page.sha256) else { return nil }
            pages.append(ToolPageDecoder().decode(bytes).identified(by: page.filename))
        }
        var tips: [ToolTipDataModel] = []
        for tip in manifest.tips {
            guard let bytes = try await savedFile(tip.file.sha256) else { return nil }
            tips.append(ToolTipDecoder().decode(bytes, id: tip.id))
        }
        return ToolTranslationContentDataModel(manifest: manifest, pages: pages, tips: tips)
    }

    /// The translation's manifest alone (saved, else fetched and checked; kept for the session
    /// in memory, not in the database): what
    /// GodTools reads to know whether a tool has training tips before it is downloaded.
    public func manifest(_ request: ToolTranslationRequestDataModel) async throws(ToolsDownloadError) -> ToolManifestDataModel {
        var fetched = 0
        let bytes = try await manifestBytes(request.manifestName, fetched: &fetched)
        do { return try ToolManifestDecoder().decode(bytes) } catch { throw .unreadable(fileName: request.manifestName) }
    }

    /// The manifest's bytes: saved ones when its name is its hash and they are saved, else fetched
    /// and checked against the hash its name carries.
    private func manifestBytes(_ name: String, fetched: inout Int) async throws(ToolsDownloadError) -> Data {
        let stem = name.split(separator: ".").first.map { String($0).lowercased() } ?? name
        let expected = SHA256.isHexDigest(stem) ? stem : nil
        if let expected, let saved = try await savedFile(expected) { return saved }
        if let kept = await fetchedManifests.bytes(named: name) { return kept }
        let bytes = try await fetch(name)
        fetched += 1
        if let expected, SHA256.hexDigest(of: bytes) != expected { throw .checksumMismatch(fileName: name) }
        await fetchedManifests.remember(bytes, named: name)
        return bytes
    }

    private func fetch(_ name: String) async throws(ToolsDownloadError) -> Data {
        do {
            return try await source.file(named: name)
        } catch {
            throw .source(error)
        }
    }

    private func savedFile(_ sha256: String) async throws(ToolsDownloadError) -> Data? {
        do {
            return try await store.file(sha256: sha256)
        } catch {
            throw .storage
        }
    }

    private func save(_ bytes: Data, sha256: String) async throws(ToolsDownloadError) {
        do {
            try await store.save(bytes, sha256: sha256, at: clock.now())
        } catch {
            throw .storage
        }
    }

    /// `files` without repeats of the same hash, in order.
    private static func uniqueFiles(_ files: [ToolContentFileDataModel]) -> [ToolContentFileDataModel] {
        var seen = Set<String>()
        return files.filter { seen.insert($0.sha256).inserted }
    }
}
