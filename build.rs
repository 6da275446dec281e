//! Compiles the built-in card pool at build time, so the page ships the engine's card data and
//! not the card-text compiler (which lives in the worker, `crates/opcg-worker`, loaded only when
//! card text must be read: an import, a game file with cards this browser has not read).
//!
//! - `$OUT_DIR/builtin-defs.bin`: the pool compiled from its English text (the pool's tests
//!   check that both languages compile to the same data), as postcard bytes of the `CardDb`
//!   (`src/decks.rs` decodes it).
//! - `$OUT_DIR/builtin-texts.bin`: the texts the page shows of those cards, in both languages and
//!   in the `CardDb`'s order (`opcg_cards::written`: postcard of a list of `CardTexts`), so the
//!   page carries no text renderer either (`src/texts.rs`).
//! - `OPCG_READER_STAMP` (an environment variable for the page's code): a digest of the sources
//!   of the compiler and of the card data it produces. The page keeps the worker's readings of
//!   imported cards under this stamp, and reads them again when a build with another stamp
//!   meets them (`src/readings.rs`).
//!
//! Cargo re-runs this script whenever `opcg-cards`, the engine or `game-core` changes: they are
//! its build dependencies.

use std::path::{Path, PathBuf};

/// The crates whose sources decide a reading and the shape of its data.
const READER_SOURCES: [&str; 3] = ["crates/opcg-cards/src", "crates/opcg-engine/src", "crates/game-core/src"];

fn main() {
    let db = match opcg_cards::builtin_db() {
        Ok(db) => db,
        Err(errors) => {
            for e in &errors {
                println!("cargo::error=the built-in pool does not compile: {e}");
            }
            std::process::exit(1);
        }
    };
    let bytes = postcard::to_allocvec(&db).expect("card data serialises");
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out_dir.join("builtin-defs.bin"), bytes).expect("OUT_DIR is writable");
    let texts: Vec<opcg_cards::CardTexts> = db.iter().map(|(_, def)| opcg_cards::written::write(def)).collect();
    let bytes = postcard::to_allocvec(&texts).expect("card texts serialise");
    std::fs::write(out_dir.join("builtin-texts.bin"), bytes).expect("OUT_DIR is writable");

    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in READER_SOURCES {
        collect(&root.join(dir), &mut files);
        println!("cargo::rerun-if-changed={dir}");
    }
    files.sort();
    let mut hash = Fnv::default();
    for f in &files {
        hash.write(f.strip_prefix(&root).unwrap_or(f).to_string_lossy().as_bytes());
        hash.write(&std::fs::read(f).unwrap_or_default());
    }
    println!("cargo::rustc-env=OPCG_READER_STAMP={:016x}", hash.0);
    println!("cargo::rerun-if-changed=build.rs");
}

/// Every file under `dir`, recursively.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            collect(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// 64-bit FNV-1a: a stable digest (std's hashers are not stable across releases).
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        self.0 = (self.0 ^ 0xff).wrapping_mul(0x0100_0000_01b3);
    }
}
