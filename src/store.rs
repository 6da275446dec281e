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
