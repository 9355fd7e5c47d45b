import Glibc

/// Files a command reads (or has already chosen to write), gathered once, so that checking many
/// outputs against many inputs costs one `stat` per distinct input and per output instead of one
/// per pair: a batch of 1 000 shots over a project with a large asset catalog checks its outputs
/// in milliseconds, not minutes.
///
/// A file that exists is known by its identity (device and inode: `./a.png`, a hard link and a
/// symlink all meet); one that does not exist yet by its canonical spelling (the real folder plus
/// the name), so `out.png` and `./dir/../out.png` meet before either is written.
package struct FileSet {
    /// A file of the set: the option (or role) it came from and its path as given, for messages.
    package typealias Member = (option: String, path: String)

    /// Existing files by identity; the first spelling of each is kept.
    private var byIdentity: [FileIdentity: Member] = [:]
    /// Files not there yet by canonical spelling.
    private var bySpelling: [String: Member] = [:]
    /// Paths already inserted as given, so a path listed again costs nothing.
    private var inserted: Set<String> = []
    /// Real paths of folders already resolved (outputs and inputs share few folders).
    private var realFolders: [String: String?] = [:]

    /// The set of `files`, each looked at once.
    package init(_ files: [Member] = []) {
        for file in files { insert(file) }
    }

    /// How many distinct files the set holds.
    package var count: Int { byIdentity.count + bySpelling.count }

    /// Adds `file` unless its path is already in the set.
    package mutating func insert(_ file: Member) {
        guard inserted.insert(file.path).inserted else { return }
        if let identity = FileIdentity(path: file.path) {
            if byIdentity[identity] == nil { byIdentity[identity] = file }
        } else {
            let spelling = canonical(file.path)
            if bySpelling[spelling] == nil { bySpelling[spelling] = file }
        }
    }

    /// The member that is, or would be, the same file as `path`; nil when there is none.
    package func member(_ path: String) -> Member? {
        if let identity = FileIdentity(path: path) { return byIdentity[identity] }
        guard !bySpelling.isEmpty else { return nil }
        return bySpelling[PathSpelling.canonical(path)]
    }

    /// `path`'s canonical spelling, its folder resolved once per folder however many inputs it holds.
    private mutating func canonical(_ path: String) -> String {
        let (folder, name) = PathSpelling.split(path)
        let real: String?
        if let known = realFolders[folder] {
            real = known
        } else {
            real = PathSpelling.realFolder(folder)
            realFolders[folder] = .some(real)
        }
        return real.map { $0 + "/" + name } ?? PathSpelling.canonical(path)
    }
}
