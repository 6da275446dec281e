//! Local storage, tolerant: a missing, blocked or full storage (private windows, a browser set to
//! block site data, quotas) reads as empty and refuses writes with `false`, never a panic or an
//! exception: the page keeps working in memory ([`available`] tells the start screen). Outside a
//! browser (native tests) it is empty.
//!
//! Values are JSON texts (`serde_json`), as the page has always written them.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The browser's local storage, if the page may use it (reaching it throws when it is blocked).
#[cfg(target_arch = "wasm32")]
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether this browser lets the page keep anything.
#[must_use]
pub fn available() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        storage().is_some()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// The stored value of `key`, if there is one and it reads as a `T`.
#[must_use]
pub fn get<T: DeserializeOwned>(key: &str) -> Option<T> {
    serde_json::from_str(&get_text(key)?).ok()
}

/// The stored text of `key`, unread (for readers that check what they read).
#[must_use]
pub fn get_text(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        storage()?.get_item(key).ok().flatten()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// Stores `value` under `key`; false when the browser refused it.
pub fn set<T: Serialize>(key: &str, value: &T) -> bool {
    serde_json::to_string(value).is_ok_and(|text| set_text(key, &text))
}

/// Stores `text` under `key` as it is (for writers with their own format); false when the
/// browser refused it (storage full, blocked or missing).
pub fn set_text(key: &str, text: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        storage().is_some_and(|s| s.set_item(key, text).is_ok())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (key, text);
        false
    }
}

pub fn delete(key: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}

/// A kept game (its save text under `key`) and the game a new one replaced, put aside once
/// under `previous`: starting or opening a game never loses the one it replaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kept {
    pub key: &'static str,
    pub previous: &'static str,
}

impl Kept {
    /// The kept game's save text, if any.
    #[must_use]
    pub fn text(self) -> Option<String> {
        get::<String>(self.key)
    }

    /// Keeps `save` as the game in progress; false when the browser refused it.
    #[must_use]
    pub fn keep(self, save: &str) -> bool {
        set(self.key, &save)
    }

    /// Keeps `save` (a new game, an opened file) in place of the kept game, which is put aside
    /// unless `over` says it had ended.
    #[must_use]
    pub fn replace(self, save: &str, over: impl FnOnce(&str) -> bool) -> bool {
        if let Some(old) = self.text() {
            if old != save && !over(&old) {
                set(self.previous, &old);
            }
        }
        self.keep(save)
    }

    /// Whether a replaced game is put aside.
    #[must_use]
    pub fn has_previous(self) -> bool {
        get_text(self.previous).is_some()
    }

    /// Brings the game put aside back as the kept one; the game kept until now is put aside in
    /// its place (so the player can change their mind again). False when there is none or
    /// storage refused.
    pub fn restore_previous(self) -> bool {
        let Some(old) = get::<String>(self.previous) else { return false };
        match self.text() {
            Some(now) => {
                set(self.previous, &now);
            }
            None => delete(self.previous),
        }
        set(self.key, &old)
    }

    pub fn forget(self) {
        delete(self.key);
    }
}

/// Calls `f` whenever another tab of this page writes or removes `key` (the browser's `storage`
/// event fires in every tab but the writer's): a second tab playing the kept game is noticed, so
/// neither overwrites the other's game without a word. Listening stops when the listener is
/// dropped.
#[must_use]
pub fn on_written_elsewhere(key: &'static str, f: impl Fn() + 'static) -> Option<gloo::events::EventListener> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let window = web_sys::window()?;
        Some(gloo::events::EventListener::new(&window, "storage", move |e| {
            if e.dyn_ref::<web_sys::StorageEvent>().and_then(web_sys::StorageEvent::key).as_deref() == Some(key) {
                f();
            }
        }))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (key, f);
        None
    }
}

/// What is added to a key to put its unreadable text aside.
const ASIDE: &str = ".unreadable";

/// The value kept under `key`, read by `read`. A kept text that `read` refuses (damaged, edited,
/// from a newer build) is put aside first, under `<key>.unreadable` ([`unreadable`]), so the
/// next write of `key` loses nothing; none is returned for it, as for no value.
pub fn read_or_set_aside<T>(key: &str, read: impl FnOnce(&str) -> Result<T, String>) -> Option<T> {
    read_before_writing(key, read).ok().flatten()
}

/// [`read_or_set_aside`] for a writer of `key`: an error (why the kept text does not read) when
/// that text could not be put aside either, so writing `key` now would lose it.
pub fn read_before_writing<T>(key: &str, read: impl FnOnce(&str) -> Result<T, String>) -> Result<Option<T>, String> {
    let Some(text) = get_text(key) else { return Ok(None) };
    match read(&text) {
        Ok(v) => Ok(Some(v)),
        Err(_) if set_aside(key, &text) => Ok(None),
        Err(why) => Err(why),
    }
}

/// Puts `text` aside for `key`, beside (never over) what was put aside before; false when the
/// browser refused it.
fn set_aside(key: &str, text: &str) -> bool {
    let base = format!("{key}{ASIDE}");
    for n in 1..100 {
        let aside = if n == 1 { base.clone() } else { format!("{base}.{n}") };
        match get_text(&aside) {
            Some(t) if t == text => return true,
            Some(_) => {}
            None => return set_text(&aside, text),
        }
    }
    false
}

/// The keys of every text put aside as unreadable, in storage order.
#[must_use]
pub fn unreadable() -> Vec<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(s) = storage() else { return Vec::new() };
        let n = s.length().unwrap_or(0);
        let mut keys: Vec<String> = (0..n).filter_map(|i| s.key(i).ok().flatten()).filter(|k| k.contains(ASIDE)).collect();
        keys.sort();
        keys
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Vec::new()
    }
}

/// The key an aside text was kept under (`opcg.decks.v1` for `opcg.decks.v1.unreadable.2`).
#[must_use]
pub fn aside_of(aside: &str) -> &str {
    aside.split_once(ASIDE).map_or(aside, |(key, _)| key)
}
