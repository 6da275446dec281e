//! A card's texts written where the renderer runs — the build script for the built-in pool, the
//! worker for every card it reads — so the page shows card text without carrying the renderer
//! (which grows with the grammar). [`write`] renders them; the page only decodes [`CardTexts`].

use game_core::Lang;
use opcg_engine::CardDef;
use serde::{Deserialize, Serialize};

use crate::render::{render_card, render_card_hinted, render_effect, Hints};

/// What the page shows of one card, in both languages.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardTexts {
    pub en: Written,
    pub ja: Written,
    /// What the card means to the engine: a digest of the card data these texts were written
    /// for ([`digest`]). A save records it for each card, so a newer build that reads a card
    /// differently can say so when it replays the game.
    pub digest: u64,
}

impl CardTexts {
    /// The texts in `lang`.
    #[must_use]
    pub fn get(&self, lang: Lang) -> &Written {
        match lang {
            Lang::En => &self.en,
            Lang::Ja => &self.ja,
        }
    }
}

/// One language's texts of a card.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Written {
    /// The effect text on the card's face: keywords are badges there, so their lines are left
    /// out, and so are reminders.
    pub face: String,
    /// The \[Trigger\] text on the face.
    pub face_trigger: Option<String>,
    /// The engine's whole reading (the inspector): [`render_card`].
    pub full: String,
    /// The \[Trigger\] as the inspector and a \[Trigger\] decision show it.
    pub trigger: Option<String>,
    /// The text of each effect of [`CardDef::asked_effects`], in its order (a "you may …"
    /// question, the options of "Choose one").
    pub asked: Vec<String>,
}

/// A card as the worker reads it for the page: the engine's card data and its texts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reading {
    pub def: CardDef,
    pub texts: CardTexts,
}

impl Reading {
    /// `def` with its texts written.
    #[must_use]
    pub fn of(def: CardDef) -> Reading {
        let texts = write(&def);
        Reading { def, texts }
    }
}

/// The texts of `def` in both languages.
#[must_use]
pub fn write(def: &CardDef) -> CardTexts {
    CardTexts { en: write_in(def, Lang::En), ja: write_in(def, Lang::Ja), digest: digest(def) }
}

/// A digest of the card data (64-bit FNV-1a of its postcard bytes): equal for equal data, and
/// stable across builds as long as the data's shape is.
#[must_use]
pub fn digest(def: &CardDef) -> u64 {
    let bytes = postcard::to_allocvec(def).unwrap_or_default();
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

fn write_in(def: &CardDef, lang: Lang) -> Written {
    let mut bare = def.clone();
    bare.keywords.clear();
    let (face, face_trigger) = render_card_hinted(&bare, Hints { reminders: false, ..Hints::default() }, lang);
    let (full, trigger) = render_card(def, lang);
    let asked = def.asked_effects().into_iter().map(|e| render_effect(e, lang)).collect();
    Written { face, face_trigger, full, trigger, asked }
}

/// The text of `effect`, one of `def`'s [`CardDef::asked_effects`], from `texts` written for
/// `def`; none when `def` has no such effect (an effect another card gave it).
#[must_use]
pub fn asked_text<'a>(def: &CardDef, texts: &'a CardTexts, effect: &opcg_engine::effect::Effect, lang: Lang) -> Option<&'a str> {
    let at = def.asked_effects().iter().position(|e| *e == effect)?;
    texts.get(lang).asked.get(at).map(String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every asked effect of the pool has its text, the one the renderer writes for it.
    #[test]
    fn asked_texts_pair_up_with_the_cards_effects() {
        let db = crate::builtin_db().unwrap();
        let (mut asked, mut keyword_only) = (0, 0);
        for (_, def) in db.iter() {
            let texts = write(def);
            for e in def.asked_effects() {
                for lang in [Lang::En, Lang::Ja] {
                    assert_eq!(asked_text(def, &texts, e, lang), Some(render_effect(e, lang).as_str()), "{}", def.number);
                }
                asked += 1;
            }
            assert_eq!(texts.en.full, render_card(def, Lang::En).0);
            if def.abilities.is_empty() {
                assert!(texts.en.face.is_empty() && texts.ja.face.is_empty(), "{}: keywords are badges on the face", def.number);
                keyword_only += usize::from(!def.keywords.is_empty());
            }
        }
        assert!(asked > 0, "the pool asks about some effects ({asked})");
        assert!(keyword_only > 0, "the pool has cards with keywords only");
    }

    /// The questions a card's text can raise ("you may", "Choose one", an optional cost) are
    /// found in every ability and the \[Trigger\], nested too, and written in that order.
    #[test]
    fn nested_questions_are_found_and_written_in_order() {
        use opcg_engine::effect::{Ability, ActTiming, Effect, When};
        use opcg_engine::{CardKind, Colour};
        let mut def = CardDef::vanilla("TST-900", "Asker", CardKind::Character, Colour::Red);
        let draw = Effect::draw(1);
        let two = Effect::draw(2);
        let choose = Effect::ChooseOne { by: opcg_engine::effect::Side::You, options: vec![draw.clone(), Effect::May(Box::new(two.clone()))] };
        def.abilities.push(Ability::Auto { when: When::OnPlay, conditions: vec![], once_per_turn: false, optional: false, cost: vec![], effect: Effect::Seq(vec![Effect::draw(1), choose]) });
        def.abilities.push(Ability::Activated { timing: ActTiming::ActivateMain, conditions: vec![], once_per_turn: true, cost: vec![], effect: Effect::If(opcg_engine::effect::Condition::YourTurn, Box::new(Effect::May(Box::new(draw.clone())))) });
        def.trigger = Some(Effect::May(Box::new(Effect::PlayThis { rested: false })));
        let asked = def.asked_effects();
        assert_eq!(asked, vec![&draw, &Effect::May(Box::new(two.clone())), &two, &draw, &Effect::PlayThis { rested: false }]);
        let texts = write(&def);
        assert_eq!(texts.en.asked.len(), 5);
        assert_eq!(asked_text(&def, &texts, &two, Lang::En), Some("Draw 2 cards."));
        assert_eq!(asked_text(&def, &texts, &two, Lang::Ja), Some(render_effect(&two, Lang::Ja).as_str()));
        assert_eq!(asked_text(&def, &texts, &Effect::draw(3), Lang::En), None, "an effect the card does not have");
    }
}
