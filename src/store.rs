//! Local storage, tolerant: a missing or full storage (private windows, quotas) reads as empty
//! and refuses writes with `false`, never a panic. Outside a browser (native tests) it is empty.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The stored value of `key`, if there is one and it reads as a `T`.
#[must_use]
pub fn get<T: DeserializeOwned>(key: &str) -> Option<T> {
    #[cfg(target_arch = "wasm32")]
    {
        use gloo::storage::{LocalStorage, Storage};
        LocalStorage::get::<T>(key).ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// The stored text of `key`, unread (for readers that check what they read).
#[must_use]
pub fn get_text(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        use gloo::storage::{LocalStorage, Storage};
        LocalStorage::raw().get_item(key).ok().flatten()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

/// Stores `value` under `key`; false when the browser refused it.
pub fn set<T: Serialize>(key: &str, value: &T) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use gloo::storage::{LocalStorage, Storage};
        LocalStorage::set(key, value).is_ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (key, value);
        false
    }
}

/// Stores `text` under `key` as it is (for writers with their own format); false when the
/// browser refused it.
pub fn set_text(key: &str, text: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use gloo::storage::{LocalStorage, Storage};
        LocalStorage::raw().set_item(key, text).is_ok()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (key, text);
        false
    }
}

pub fn delete(key: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        use gloo::storage::{LocalStorage, Storage};
        LocalStorage::delete(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}
