//! The root component: holds the settings and which screen is shown.

use yew::prelude::*;

use crate::i18n::{t, Msg};
use crate::prefs::Prefs;
use crate::start::StartScreen;

/// The whole page.
#[function_component(App)]
pub fn app() -> Html {
    let prefs = use_state(Prefs::load);

    {
        // Keep <html lang> and the title in the chosen language.
        let lang = prefs.lang;
        use_effect_with(lang, move |lang| {
            if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
                if let Some(root) = doc.document_element() {
                    let _ = root.set_attribute("lang", lang.tag());
                }
                doc.set_title(t(*lang, Msg::Title));
            }
        });
    }

    let on_prefs = {
        let prefs = prefs.clone();
        Callback::from(move |next: Prefs| {
            next.save();
            prefs.set(next);
        })
    };

    html! {
        <main class="app">
            <StartScreen prefs={*prefs} on_prefs={on_prefs} />
        </main>
    }
}
